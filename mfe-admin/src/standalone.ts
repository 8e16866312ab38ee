import { renderStandalone } from 'shared-contracts/standalone';
import AdminRoutes from './routes';

void renderStandalone(AdminRoutes);
