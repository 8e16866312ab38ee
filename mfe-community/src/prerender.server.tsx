import { prerenderPages } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import { AdvisorsPage } from './features/advisors/advisors-page';
import { BlogPage } from './features/blog/blog-page';
import { ForumPage } from './features/forum/forum-page';
import CommunityRoutes, { PAGES } from './routes';

// In the browser each page is a chunk loaded when opened; drawn here, the static ones are there already.
const DRAWN = { ...PAGES, '/blog': BlogPage, '/forum': ForumPage, '/advisors': AdvisorsPage };

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/blog', '/forum', '/advisors'], () => <CommunityRoutes pages={DRAWN} />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);
