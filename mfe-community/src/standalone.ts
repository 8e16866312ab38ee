import { renderStandalone } from 'shared-contracts/standalone';
import CommunityRoutes from './routes';

void renderStandalone(CommunityRoutes);
