import { renderStandalone } from 'shared-contracts/standalone';
import AccountRoutes from './routes';

void renderStandalone(AccountRoutes);
