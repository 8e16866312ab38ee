import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { lazy } from 'react';
import './prerendered-styles';
import { BLOG_WRITE_PATH } from 'shared-contracts';
import { AntdArea, AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { ToModerationQueue } from './features/moderation-moved/to-moderation-queue';
import './register-locales';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

// Each page in a chunk of its own: /blog does not download the forum's, the editor's and the
// directory's antd components (485 KB on a first visit when they shared one). While a page's
// chunk loads, the shell's boundary around this area shows what the portal drew.
const AdvisorPage = lazy(() => import('./features/advisor/advisor-page').then((page) => ({ default: page.AdvisorPage })));
const AdvisorApplyPage = lazy(() => import('./features/advisor-apply/advisor-apply-page').then((page) => ({ default: page.AdvisorApplyPage })));
const AdvisorRequestsPage = lazy(() => import('./features/advisor-requests/advisor-requests-page').then((page) => ({ default: page.AdvisorRequestsPage })));
const AdvisorsPage = lazy(() => import('./features/advisors/advisors-page').then((page) => ({ default: page.AdvisorsPage })));
const BlogPage = lazy(() => import('./features/blog/blog-page').then((page) => ({ default: page.BlogPage })));
const BlogEditorRoute = lazy(() => import('./features/blog-editor/blog-editor-route').then((page) => ({ default: page.BlogEditorRoute })));
const MyPostsPage = lazy(() => import('./features/blog-editor/my-posts-page').then((page) => ({ default: page.MyPostsPage })));
const BlogPostPage = lazy(() => import('./features/blog-post/blog-post-page').then((page) => ({ default: page.BlogPostPage })));
const ForumPage = lazy(() => import('./features/forum/forum-page').then((page) => ({ default: page.ForumPage })));
const NewTopicPage = lazy(() => import('./features/forum/new-topic-page').then((page) => ({ default: page.NewTopicPage })));
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

/** Exposed as `community/routes`: this area's pages, in its own antd root (`pages`: the build's prerender draws some loaded already). */
export default function CommunityRoutes({ pages = PAGES }: { pages?: AreaPageMap<'community'> }) {
  return (
    <AntdArea antd={ANTD}>
      <AreaPages pages={pages} />
    </AntdArea>
  );
}
