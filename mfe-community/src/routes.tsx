import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { AntdArea, AreaPages, registerLocales, type AreaPageMap } from 'shared-contracts/react';
import { AdvisorPage } from './features/advisor/advisor-page';
import { AdvisorApplyPage } from './features/advisor-apply/advisor-apply-page';
import { AdvisorRequestsPage } from './features/advisor-requests/advisor-requests-page';
import { AdvisorsPage } from './features/advisors/advisors-page';
import { BlogPage } from './features/blog/blog-page';
import { BlogEditorRoute } from './features/blog-editor/blog-editor-route';
import { MyPostsPage } from './features/blog-editor/my-posts-page';
import { BlogPostPage } from './features/blog-post/blog-post-page';
import { ForumPage } from './features/forum/forum-page';
import { NewTopicPage } from './features/forum/new-topic-page';
import { ForumTopicPage } from './features/forum-topic/forum-topic-page';
import { ToModerationQueue } from './features/moderation-moved/to-moderation-queue';
import ar from './locales/ar.json';
import en from './locales/en.json';

registerLocales('community', { ar, en });

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

/**
 * This area's pages; `pages.json` lists their patterns for the portal. A fixed segment wins over
 * a parameter, and the server never gives a post the slug `write`.
 */
export const PAGES: AreaPageMap<'community'> = {
  '/blog': BlogPage,
  '/blog/write': MyPostsPage,
  '/blog/write/new': BlogEditorRoute,
  '/blog/write/:id': BlogEditorRoute,
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

/** Exposed as `community/routes`: this area's pages, in its own antd root. */
export default function CommunityRoutes() {
  return (
    <AntdArea antd={ANTD}>
      <AreaPages pages={PAGES} />
    </AntdArea>
  );
}
