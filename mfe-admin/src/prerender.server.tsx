import { pagePatterns } from 'shared-contracts/react';
import { prerenderPages } from 'shared-contracts/prerender';
import { PAGES } from './routes';

/** Every admin page needs an admin's session: none is drawn at build time. */
export default () => prerenderPages([], () => <></>);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);
