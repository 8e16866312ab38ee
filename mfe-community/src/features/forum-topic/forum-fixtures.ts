import type { ForumReply, ForumTopicDetail } from 'shared-contracts';

// A topic and its replies as the API gives them, for the topic's component tests.

/** The topic's author. */
export const TOPIC_AUTHOR = 7;

/** A post's author. */
export const author = (id: number, displayName: string) => ({ id, displayName, avatar: null, badge: null });

/** A published reply to topic 5. */
export const replyFixture = (id: number, overrides: Partial<ForumReply> = {}): ForumReply => ({
  id,
  topicId: 5,
  parentId: null,
  author: author(20 + id, `عضو ${id}`),
  body: `نص الرد ${id}`,
  bodyHtml: `<p>نص الرد ${id}</p>`,
  createdAt: new Date().toISOString(),
  editedAt: null,
  likeCount: 0,
  likedByMe: false,
  isHelpful: false,
  canEdit: false,
  status: 'published',
  children: [],
  ...overrides,
});

/** Topic 5, open, by author 7. */
export const topicFixture = (overrides: Partial<ForumTopicDetail> = {}): ForumTopicDetail => ({
  id: 5,
  title: 'تقسيم أرض موروثة',
  excerpt: '',
  category: 'legal',
  tags: [],
  author: author(TOPIC_AUTHOR, 'أمينة ب.'),
  createdAt: new Date().toISOString(),
  lastActivityAt: new Date().toISOString(),
  replyCount: 2,
  viewCount: 10,
  likeCount: 0,
  isPinned: false,
  isLocked: false,
  hasNewReplies: false,
  status: 'published',
  isDemo: false,
  body: '',
  bodyHtml: '',
  editedAt: null,
  likedByMe: false,
  isWatching: false,
  canEdit: false,
  ...overrides,
});
