/**
 * The page size of each list that both the API (its default) and a page (what it asks for and
 * how it pages) know. Lists a page alone sizes (the dashboard's, the back-office's) send it.
 */

/** Topics on a page of /forum. */
export const FORUM_TOPICS_PER_PAGE = 15;
/** Replies on a page of a topic. */
export const FORUM_REPLIES_PER_PAGE = 20;
/** Articles on a page of /blog (below its featured three). */
export const BLOG_POSTS_PER_PAGE = 9;
/** Comments on a page under an article. */
export const BLOG_COMMENTS_PER_PAGE = 20;
/** Conversations on a page of the inbox (/dashboard/messages). */
export const CONVERSATIONS_PER_PAGE = 20;
/** Advisors on a page of /advisors. */
export const ADVISORS_PER_PAGE = 12;
