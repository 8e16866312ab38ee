import type { BlogCategory } from '../reference/blog-categories.js';
import type { Id, IsoDateString } from './scalars.js';

/**
 * The blog (docs/architecture.md §3: real server data, bodies as editor documents).
 *
 * Public:
 *   GET  /api/blogs?q&category&sort=latest|popular|commented&featured=true&page&pageSize → BlogSummary[] + X-Total-Count
 *   GET  /api/blogs/:slug          → BlogPost (an old slug answers the post; its `slug` is the current one)
 *   GET  /api/blogs/:id/comments   → BlogComment[] + X-Total-Count (approved ones, and the reader's own pending ones)
 *   GET  /blog/rss.xml[?lang=en]   → RSS 2.0;  GET /sitemap.xml
 * Signed in:
 *   POST   /api/blogs/:id/comments {body}  → BlogComment (status 'pending' for a new member's first ones)
 *   DELETE /api/blogs/comments/:id         → 204 (own, or an admin)
 * Admins and authors (an admin makes a member an author: PUT /api/admin/users/:id/blog-author {isBlogAuthor}):
 *   GET    /api/user/blogs?page&pageSize → BlogSummary[] (the caller's, every status; an admin's: all)
 *   GET    /api/blogs/id/:id             → BlogPost, whatever its status (own, or an admin)
 *   POST   /api/blogs {BlogPayload}      → BlogPost (201)
 *   PUT    /api/blogs/:id {BlogPayload | {isFeatured}} → BlogPost (own, or an admin; only admins feature)
 *   DELETE /api/blogs/:id                → 204 (soft: the post leaves the site, its row stays)
 */
export type BlogStatus = 'draft' | 'scheduled' | 'published';

/** A rich-text document as the editor (Tiptap/ProseMirror) keeps it; the server renders and sanitises it. */
export interface BlogDocument {
  type: 'doc';
  content?: unknown[];
}

export interface BlogAuthor {
  id: Id;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** A post in a list. */
export interface BlogSummary {
  id: Id;
  slug: string;
  title: string;
  titleEn: string | null;
  excerpt: string | null;
  excerptEn: string | null;
  /** Null when none was given: the page shows the placeholder. */
  coverImage: string | null;
  category: BlogCategory;
  tags: string[];
  tagsEn: string[];
  author: BlogAuthor;
  status: BlogStatus;
  /** When it went (or goes) public: null for a draft. */
  publishAt: IsoDateString | null;
  publishedAt: IsoDateString | null;
  readingMinutes: number;
  viewCount: number;
  commentCount: number;
  isFeatured: boolean;
  /** Seeded sample content, shown with a "Demo content" badge. */
  isDemo: boolean;
}

/** The previous or next post. */
export interface BlogLink {
  slug: string;
  title: string;
  titleEn: string | null;
}

/** A whole post: its documents for the editor and their sanitised HTML for the page. */
export interface BlogPost extends BlogSummary {
  content: BlogDocument;
  contentEn: BlogDocument | null;
  contentHtml: string;
  contentEnHtml: string | null;
  related: BlogSummary[];
  previous: BlogLink | null;
  next: BlogLink | null;
  createdAt: IsoDateString;
  updatedAt: IsoDateString;
}

/** POST /api/blogs and PUT /api/blogs/:id. The slug and the author are the server's. */
export interface BlogPayload {
  title: string;
  titleEn: string | null;
  excerpt: string | null;
  excerptEn: string | null;
  content: BlogDocument;
  contentEn: BlogDocument | null;
  category: BlogCategory;
  tags: string[];
  tagsEn: string[];
  coverImage: string | null;
  /** Only an admin's is kept. */
  isFeatured: boolean;
  status: BlogStatus;
  /** Required when scheduled: a moment in the future. */
  publishAt: IsoDateString | null;
}

export type BlogCommentStatus = 'pending' | 'approved';

export interface BlogComment {
  id: Id;
  postId: Id;
  author: BlogAuthor;
  body: string;
  status: BlogCommentStatus;
  createdAt: IsoDateString;
}

/** GET /api/admin/blog-comments: a comment waiting for a moderator, with the post it is under. */
export interface PendingBlogComment extends BlogComment {
  postTitle: string;
  postSlug: string;
}

export interface BlogCommentPayload {
  body: string;
}
