import {
  apiPage,
  type AdvisorCard,
  type AdvisorRating,
  type ApiPage,
  type BlogComment,
  type BlogSummary,
  type ForumReply,
  type ForumTopicSummary,
  type ReceivedAdvisorRequest,
  type SentAdvisorRequest,
} from 'shared-contracts';

/**
 * The SWR key of a page of a list: its API URL, marked apart from a plain GET of the same URL,
 * then anything else the answer depends on (who reads, for New badges).
 */
export type PageKey = readonly [url: string, kind: 'page', ...rest: unknown[]];

const pageOf =
  <T>() =>
  ([url]: PageKey): Promise<ApiPage<T>> =>
    apiPage<T>(url);

export const fetchPosts = pageOf<BlogSummary>();
export const fetchComments = pageOf<BlogComment>();
export const fetchTopics = pageOf<ForumTopicSummary>();
export const fetchReplies = pageOf<ForumReply>();
export const fetchAdvisors = pageOf<AdvisorCard>();
export const fetchRatings = pageOf<AdvisorRating>();
export const fetchSentRequests = pageOf<SentAdvisorRequest>();
export const fetchReceivedRequests = pageOf<ReceivedAdvisorRequest>();
