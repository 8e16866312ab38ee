import { prerenderPages } from 'shared-contracts/prerender';
import AccountRoutes from './routes';

/**
 * This area's public pages, drawn into the HTML at build time. The dashboard and settings
 * depend on who is signed in, so they are never prerendered.
 */
export default () => prerenderPages(['/subscription', '/suggestions', '/support'], () => <AccountRoutes />);
