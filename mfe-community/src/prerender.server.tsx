import { matchPath } from 'react-router';
import { apiQueryOf, parseId, type Language, type ServerData, type ServerReadFor } from 'shared-contracts';
import { prerenderPages, renderPage } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import { AdvisorsPage } from './features/advisors/advisors-page';
import { advisorListState, advisorsKey } from './features/advisors/advisors-api';
import { blogListState, blogPageKeys, postKey } from './features/blog/blog-api';
import { BlogPostPage } from './features/blog-post/blog-post-page';
import { BlogPage } from './features/blog/blog-page';
import { forumListState, topicsKey } from './features/forum/forum-api';
import { ForumPage } from './features/forum/forum-page';
import { repliesKey, topicKey } from './features/forum-topic/forum-api';
import { ForumTopicPage } from './features/forum-topic/forum-topic-page';
import { pageOf } from './lib/use-list-url';
import CommunityRoutes, { PAGES } from './routes';

// In the browser each page is a chunk loaded when opened; drawn here, the static ones are there already.
const DRAWN = { ...PAGES, '/blog': BlogPage, '/blog/:slug': BlogPostPage, '/forum': ForumPage, '/forum/:id': ForumTopicPage, '/advisors': AdvisorsPage };

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/blog', '/forum', '/advisors'], () => <CommunityRoutes pages={DRAWN} />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);

/** The slug of an article's address, decoded as the page's router decodes it; null for another page. */
function articleSlug(path: string): string | null {
  const slug = matchPath('/blog/:slug', path)?.params.slug;
  if (!slug || slug === 'write') return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null; // not an address the API would answer either
  }
}

/** The id of a topic's address (/forum/12), as the API takes it; null for another page (/forum/new). */
function topicId(path: string): number | null {
  return parseId(matchPath('/forum/:id', path)?.params.id ?? '');
}

/**
 * The reads of /blog's first screen (its page of articles and, unfiltered, the featured ones), of
 * an article's, of /advisors' (its page of the directory), of /forum's (its page of topics) and of
 * a topic's (the topic and its page of replies), under the very keys the pages ask SWR for:
 * the portal draws them with them.
 */
export function serverReads(path: string, search: string): ServerReadFor[] {
  const slug = articleSlug(path);
  if (slug) return [{ key: postKey(slug), read: { kind: 'post', slug } }];
  const topic = topicId(path);
  if (topic !== null) {
    const replies = repliesKey(String(topic), pageOf(new URLSearchParams(search)), null);
    return [
      { key: topicKey(String(topic)), read: { kind: 'topic', id: topic } },
      { key: replies, read: { kind: 'replies', topicId: topic, query: apiQueryOf(replies) } },
    ];
  }
  if (path === '/advisors') {
    const key = advisorsKey(advisorListState(new URLSearchParams(search)));
    return [{ key, read: { kind: 'advisors', query: apiQueryOf(key) } }];
  }
  if (path === '/forum') {
    const key = topicsKey(forumListState(new URLSearchParams(search)), null);
    return [{ key, read: { kind: 'topics', query: apiQueryOf(key) } }];
  }
  if (path !== '/blog') return [];
  const { list, featured } = blogPageKeys(blogListState(new URLSearchParams(search)));
  return [list, ...(featured ? [featured] : [])].map((key) => ({ key, read: { kind: 'posts', query: apiQueryOf(key), answer: 'page' } }));
}

/** Such a page drawn with its answers, in the visitor's language (or both). */
export function renderServerPage(path: string, search: string, data: ServerData[], languages: readonly Language[], origin: string) {
  const query = search.replace(/^\?/, '');
  return renderPage(query ? `${path}?${query}` : path, <CommunityRoutes pages={DRAWN} />, { data, languages, origin });
}
