import { renderStandalone } from 'shared-contracts/standalone';
import MarketplaceRoutes from './routes';

void renderStandalone(MarketplaceRoutes);
