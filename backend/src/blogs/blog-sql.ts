import { iso } from '../common/sql/json-text.js';

/**
 * The one rule for "a post is public", on the alias `b`: not deleted, not a draft, and its
 * publication time reached. A scheduled post goes public by itself: no job has to flip it.
 */
export const PUBLIC_POST_SQL = `b.deleted_at IS NULL AND b.status <> 'draft' AND b.publish_at <= now()`;

/** The status a reader is told: a scheduled post whose time has come is published. */
const STATUS = `CASE WHEN b.status = 'scheduled' AND b.publish_at <= now() THEN 'published' ELSE b.status END`;

export const COMMENT_COUNT_SQL = `(SELECT count(*)::int FROM blog_comments c WHERE c.post_id = b.id AND c.status = 'approved' AND c.deleted_at IS NULL)`;

const AUTHOR = `json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatar', u.avatar)`;

/** A BlogSummary of the post `b` by the author `u`. */
export const SUMMARY_JSON =
  `json_build_object('id', b.id, 'slug', b.slug, 'title', b.title, 'titleEn', b.title_en, 'excerpt', b.excerpt, 'excerptEn', b.excerpt_en, ` +
  `'coverImage', b.cover_image, 'category', b.category, 'tags', to_json(b.tags), 'tagsEn', to_json(b.tags_en), 'author', ${AUTHOR}, ` +
  `'status', ${STATUS}, 'publishAt', ${iso('b.publish_at')}, 'publishedAt', CASE WHEN ${STATUS} = 'published' THEN ${iso('b.publish_at')} END, ` +
  `'readingMinutes', b.reading_minutes, 'viewCount', b.view_count, 'commentCount', ${COMMENT_COUNT_SQL}, 'isFeatured', b.is_featured, 'isDemo', b.is_demo)`;

/** What the whole post adds to its summary (related posts and neighbours are read apart). */
export const POST_JSON =
  `jsonb_build_object('content', b.content, 'contentEn', b.content_en, 'contentHtml', b.content_html, 'contentEnHtml', b.content_en_html, ` +
  `'createdAt', ${iso('b.created_at')}, 'updatedAt', ${iso('b.updated_at')}) || ${SUMMARY_JSON}::jsonb`;
