import { prerenderPages } from 'shared-contracts/prerender';
import CommunityRoutes from './routes';

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/blog', '/forum', '/advisors'], () => <CommunityRoutes />);
