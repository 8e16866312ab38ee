import { apiRequest, FORUM_REPLIES_PER_PAGE, type ForumCategory, type ForumReportReason, type Id } from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';
import type { PageKey } from '../../lib/fetch-pages';

/** A topic's read, for the page and for the portal's drawing of it. */
export const topicKey = (id: string): string => `/api/forum/topics/${encodeURIComponent(id)}`;

/**
 * A page of a topic's replies. The reader is part of the key (their own waiting replies, their
 * likes): the portal draws for a visitor not signed in, `null`, which is also who the page is
 * until the session has answered.
 */
export const repliesKey = (id: string, page: number, readerId: number | null): PageKey => [
  `${topicKey(id)}/replies?page=${page}&pageSize=${FORUM_REPLIES_PER_PAGE}`,
  'page',
  readerId,
];

export type ForumItem = 'topics' | 'replies';

/** Every cached forum read shows a write. */
export const dropForum = () => dropCached('/api/forum');

const write = async <T>(url: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown) => {
  const answer = await apiRequest<T>(url, { method, body });
  await dropForum();
  return answer;
};

export const like = (item: ForumItem, id: Id, liked: boolean) => write<null>(`/api/forum/${item}/${id}/like`, liked ? 'PUT' : 'DELETE');
export const report = (item: ForumItem, id: Id, reason: ForumReportReason, details: string) =>
  write<null>(`/api/forum/${item}/${id}/report`, 'POST', { reason, details: details || undefined });
export const remove = (item: ForumItem, id: Id) => write<null>(`/api/forum/${item}/${id}`, 'DELETE');
export const edit = (item: ForumItem, id: Id, body: unknown) => write<unknown>(`/api/forum/${item}/${id}`, 'PATCH', body);
export const watch = (topicId: Id, on: boolean) => write<null>(`/api/forum/topics/${topicId}/watch`, on ? 'PUT' : 'DELETE');
export const markHelpful = (replyId: Id) => write<null>(`/api/forum/replies/${replyId}/helpful`, 'PUT');
export const moderate = (topicId: Id, action: 'pin' | 'lock' | 'hidden', value: boolean) =>
  write<null>(`/api/forum/topics/${topicId}/${action}`, 'PUT', action === 'hidden' ? { hidden: value } : { value });
export const move = (topicId: Id, category: ForumCategory) => write<null>(`/api/forum/topics/${topicId}/category`, 'PUT', { category });
export const reply = (topicId: Id, body: string, parentId: Id | null) => write<unknown>(`/api/forum/topics/${topicId}/replies`, 'POST', { body, parentId: parentId ?? undefined });
