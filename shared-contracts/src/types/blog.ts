import type { BlogCategory } from '../reference/blog-categories.js';
import type { Id, IsoDateString } from './scalars.js';

/**
 * A blog post as the API returns it. The category label in either language comes from
 * BLOG_CATEGORIES, so SPEC §3's categoryEn is not a field of its own.
 */
export interface Blog {
  id: Id;
  authorId: Id;
  title: string;
  titleEn: string | null;
  content: string;
  contentEn: string | null;
  excerpt: string | null;
  excerptEn: string | null;
  slug: string;
  /** Null when none was given; the page then shows a placeholder (SPEC §3). */
  coverImage: string | null;
  images: string[];
  category: BlogCategory;
  tags: string[];
  tagsEn: string[];
  isPublished: boolean;
  isFeatured: boolean;
  viewCount: number;
  createdAt: IsoDateString;
  updatedAt: IsoDateString;
}

/** POST /api/blogs. The slug and the author are derived by the server. */
export interface BlogPayload {
  title: string;
  titleEn: string | null;
  content: string;
  contentEn: string | null;
  excerpt: string | null;
  excerptEn: string | null;
  category: BlogCategory;
  tags: string[];
  tagsEn: string[];
  isFeatured: boolean;
  coverImage: string | null;
  images: string[];
}

/** PUT /api/blogs/{id}: the whole post from the edit form, or only `{ isFeatured }` from the admin toggle. */
export type BlogUpdatePayload = Partial<BlogPayload>;
