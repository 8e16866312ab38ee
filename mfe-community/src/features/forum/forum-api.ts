import { FORUM_TOPICS_PER_PAGE } from 'shared-contracts';
import type { PageKey } from '../../lib/fetch-pages';
import { listApiQuery, readListState, type ListState } from '../../lib/use-list-url';

export const FORUM_FILTERS = ['category'] as const;
export const FORUM_SORTS = ['activity', 'newest', 'replies', 'views'] as const;
export const FORUM_DEFAULT_SORT = 'activity';
export type ForumListState = ListState<(typeof FORUM_FILTERS)[number]>;

/** /forum's state from its address: the page's, and the portal's when it draws the page. */
export const forumListState = (params: URLSearchParams): ForumListState => readListState(params, FORUM_FILTERS, FORUM_DEFAULT_SORT, FORUM_SORTS);

/**
 * The page of topics a state shows, under one key for the page and for the portal's drawing of it.
 * The reader is part of the key (New badges depend on who reads): the portal draws for a visitor
 * not signed in, `null`, which is also who the page is until the session has answered.
 */
export const topicsKey = (state: ForumListState, readerId: number | null): PageKey => [
  `/api/forum/topics?${listApiQuery(state, FORUM_DEFAULT_SORT, FORUM_TOPICS_PER_PAGE)}`,
  'page',
  readerId,
];
