import type { ForumCategory } from '../reference/forum-categories.js';
import type { Id, IsoDateString } from './scalars.js';

export interface ForumTopic {
  id: Id;
  userId: Id;
  title: string;
  content: string;
  category: ForumCategory;
  tags: string[];
  isPinned: boolean;
  isLocked: boolean;
  viewCount: number;
  replyCount: number;
  /** Null until the first reply. */
  lastReplyAt: IsoDateString | null;
  createdAt: IsoDateString;
}

export interface ForumReply {
  id: Id;
  topicId: Id;
  userId: Id;
  content: string;
  /** The reply this one answers, or null for a reply to the topic itself. */
  parentId: Id | null;
  createdAt: IsoDateString;
}
