import { lazy } from 'react';
import './prerendered-styles';
import { BLOG_WRITE_PATH } from 'shared-contracts';
import { AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { ToModerationQueue } from './features/moderation-moved/to-moderation-queue';
import { antdIsland } from './antd-island';
import './register-locales';

// Each page in a chunk of its own: /blog does not download the forum's, the editor's and the
// directory's components (485 KB on a first visit when they shared one). While a page's chunk
// loads, the shell's boundary around this area shows what the portal drew. A page drawn with antd
// comes with the area's antd root (antdIsland); the lists, an article and a topic load
// none until a part drawn with antd is needed (a member's forms, an article's comments).
const AdvisorPage = antdIsland(() => import('./features/advisor/advisor-page').then((page) => page.AdvisorPage));
const AdvisorApplyPage = antdIsland(() => import('./features/advisor-apply/advisor-apply-page').then((page) => page.AdvisorApplyPage));
const AdvisorRequestsPage = antdIsland(() => import('./features/advisor-requests/advisor-requests-page').then((page) => page.AdvisorRequestsPage));
const AdvisorsPage = lazy(() => import('./features/advisors/advisors-page').then((page) => ({ default: page.AdvisorsPage })));
const BlogPage = lazy(() => import('./features/blog/blog-page').then((page) => ({ default: page.BlogPage })));
const BlogEditorRoute = antdIsland(() => import('./features/blog-editor/blog-editor-route').then((page) => page.BlogEditorRoute));
const MyPostsPage = antdIsland(() => import('./features/blog-editor/my-posts-page').then((page) => page.MyPostsPage));
const BlogPostPage = lazy(() => import('./features/blog-post/blog-post-page').then((page) => ({ default: page.BlogPostPage })));
const ForumPage = lazy(() => import('./features/forum/forum-page').then((page) => ({ default: page.ForumPage })));
const NewTopicPage = antdIsland(() => import('./features/forum/new-topic-page').then((page) => page.NewTopicPage));
const ForumTopicPage = lazy(() => import('./features/forum-topic/forum-topic-page').then((page) => ({ default: page.ForumTopicPage })));

/**
 * This area's pages; `pages.json` lists their patterns for the portal. A fixed segment wins over
 * a parameter, and the server never gives a post a slug of RESERVED_BLOG_SLUGS.
 */
export const PAGES: AreaPageMap<'community'> = {
  '/blog': BlogPage,
  [BLOG_WRITE_PATH]: MyPostsPage,
  [`${BLOG_WRITE_PATH}/new`]: BlogEditorRoute,
  [`${BLOG_WRITE_PATH}/:id`]: BlogEditorRoute,
  '/blog/:slug': BlogPostPage,
  '/forum': ForumPage,
  '/forum/new': NewTopicPage,
  '/forum/moderation': ToModerationQueue,
  '/forum/:id': ForumTopicPage,
  '/advisors': AdvisorsPage,
  '/advisors/apply': AdvisorApplyPage,
  '/advisors/requests': AdvisorRequestsPage,
  '/advisors/review': ToModerationQueue,
  '/advisors/:id': AdvisorPage,
};

/** Exposed as `community/routes`: this area's pages (`pages`: the build's prerender draws some loaded already). */
export default function CommunityRoutes({ pages = PAGES }: { pages?: AreaPageMap<'community'> }) {
  return <AreaPages pages={pages} />;
}
