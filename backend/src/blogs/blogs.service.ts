import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { BLOG_POSTS_PER_PAGE, can, canWriteBlog, normalizeForSearch, uploadIdOf, type BlogDocument, type BlogLink, type BlogPost, type BlogSummary } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { pageWindow } from '../common/pagination/page.dto.js';
import { db, fragment, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { containsPattern, startsWithPattern } from '../common/sql/like.js';
import { keywordWords } from '../properties/search/keyword.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { documentHtml, documentText, readingMinutes } from './blog-document.js';
import type { BlogFeatureDto, BlogListQuery, BlogPayloadDto } from './blog.dto.js';
import { FROM_POSTS, POST_JSON, PUBLIC_POST_SQL, SUMMARY_JSON } from './blog-sql.js';
import { couldBeSlug, slugOf, uniqueSlug } from './blog-slug.js';
import { AuditLog } from '../audit/audit-log.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { BlogViews } from './blog-views.js';

const SORTS = {
  latest: 'b.publish_at DESC, b.id DESC',
  popular: 'b.view_count DESC, b.publish_at DESC, b.id DESC',
  commented: `(SELECT count(*) FROM blog_comments c WHERE c.post_id = b.id AND c.status = 'approved' AND c.deleted_at IS NULL) DESC, b.publish_at DESC, b.id DESC`,
} as const;

export const postNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such article.' });

/** Who manages the blog: features, publishes and edits any article. */
const manages = (user: UserEntity): boolean => can(user.role, 'blogs.manage');

/** Every image a post shows: its cover and the photos in both bodies. */
function imagesOf(payload: BlogPayloadDto): string[] {
  const found: string[] = payload.coverImage ? [payload.coverImage] : [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { type, attrs, content } = node as { type?: string; attrs?: { src?: unknown }; content?: unknown[] };
    if (type === 'image' && typeof attrs?.src === 'string') found.push(attrs.src);
    for (const child of content ?? []) visit(child);
  };
  visit(payload.content);
  visit(payload.contentEn);
  return found;
}

@Injectable()
export class BlogsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly audit: AuditLog,
    private readonly views: BlogViews,
  ) {}

  /** GET /api/blogs: the query's page of public articles (the portal draws /blog with it too). */
  async list(query: BlogListQuery): Promise<{ items: BlogSummary[]; total: number }> {
    const { limit, offset } = pageWindow(query, BLOG_POSTS_PER_PAGE);
    let published = db.selectFrom('blog_posts as b').where(fragment<boolean>(PUBLIC_POST_SQL));
    for (const word of keywordWords(query.q)) published = published.where('b.search_text', 'like', containsPattern(word));
    if (query.category) published = published.where('b.category', '=', query.category);
    if (query.featured === 'true') published = published.where('b.is_featured', '=', true);
    const [rows, counted] = await Promise.all([
      rowsOf(
        this.dataSource,
        published
          .innerJoin('users as u', 'u.id', 'b.author_id')
          .select(fragment<BlogSummary>(SUMMARY_JSON).as('body'))
          .orderBy(fragment(SORTS[query.sort ?? 'latest']))
          .limit(limit)
          .offset(offset),
      ),
      rowOf(this.dataSource, published.select(total())),
    ]);
    return { items: rows.map((row) => row.body), total: counted.total };
  }

  /** The writer's own posts in every status; an admin's list holds everyone's. */
  async mine(user: UserEntity, limit: number, offset: number): Promise<{ items: BlogSummary[]; total: number }> {
    const condition = manages(user) ? 'b.deleted_at IS NULL' : 'b.deleted_at IS NULL AND b.author_id = $1';
    const params = manages(user) ? [] : [user.id];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: BlogSummary }[]>(
        `SELECT ${SUMMARY_JSON} AS body ${FROM_POSTS} WHERE ${condition} ORDER BY b.updated_at DESC, b.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM blog_posts b WHERE ${condition}`, params),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** A public post by any slug it ever had; the visit counts a view as a listing's does (BlogViews). */
  async bySlug(slug: string, visitor: Visitor): Promise<BlogPost> {
    // Never a query for what no slug can be (PostgreSQL text cannot even hold NUL).
    if (!couldBeSlug(slug)) throw postNotFound();
    const [row]: { id: number }[] = await this.dataSource.query(`SELECT b.id FROM blog_posts b JOIN blog_slugs s ON s.post_id = b.id WHERE s.slug = $1 AND ${PUBLIC_POST_SQL}`, [
      slug,
    ]);
    if (!row) throw postNotFound();
    await this.views.record(row.id, visitor);
    return this.whole(row.id);
  }

  /** Any post for its author or an admin, whatever its status. */
  async byId(id: number, user: UserEntity): Promise<BlogPost> {
    await this.editable(this.dataSource.manager, id, user);
    return this.whole(id);
  }

  /** The current slug of a public post reached by an old one, for the served page's redirect. */
  async currentSlug(slug: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ slug: string }[]>(
      `SELECT b.slug FROM blog_slugs s JOIN blog_posts b ON b.id = s.post_id WHERE s.slug = $1 AND ${PUBLIC_POST_SQL}`,
      [slug],
    );
    return row?.slug ?? null;
  }

  async create(payload: BlogPayloadDto, user: UserEntity): Promise<BlogPost> {
    if (!canWriteBlog(user)) throw notAnAuthor();
    const id = await this.dataSource.transaction(async (manager) => {
      const slug = await this.freeSlug(manager, slugOf(payload.title), null);
      const { id: created } = await rowOf(
        manager,
        db
          .insertInto('blog_posts')
          .values({ author_id: user.id, slug, ...this.columns(payload, user, null) })
          .returning('id'),
      );
      await manager.query('INSERT INTO blog_slugs (slug, post_id) VALUES ($1, $2)', [slug, created]);
      await this.attachImages(manager, user.id, imagesOf(payload), []);
      return created;
    });
    return this.whole(id);
  }

  async update(id: number, payload: BlogPayloadDto, user: UserEntity): Promise<BlogPost> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.editable(manager, id, user, true);
      // A new title gives a new slug; the old one stays in blog_slugs, so its links keep working.
      const slug = before.title === payload.title ? before.slug : await this.freeSlug(manager, slugOf(payload.title), id);
      const columns = this.columns({ ...payload, isFeatured: manages(user) ? payload.isFeatured : before.is_featured }, user, before.published_at);
      await rowsOf(
        manager,
        db
          .updateTable('blog_posts')
          .set({ slug, ...columns, updated_at: sql`now()` })
          .where('id', '=', id),
      );
      await manager.query('INSERT INTO blog_slugs (slug, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [slug, id]);
      await this.attachImages(manager, user.id, imagesOf(payload), before.images);
    });
    return this.whole(id);
  }

  /** The admin's featured toggle (PUT with only {isFeatured}). */
  async feature(id: number, { isFeatured }: BlogFeatureDto, user: UserEntity): Promise<BlogPost> {
    if (!manages(user)) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only an admin features articles.' });
    const [, count] = await this.dataSource.query<[unknown[], number]>('UPDATE blog_posts SET is_featured = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [
      id,
      isFeatured,
    ]);
    if (count === 0) throw postNotFound();
    await this.audit.record({ action: isFeatured ? 'blog.feature' : 'blog.unfeature', targetType: 'blog_post', targetId: id, after: { isFeatured } });
    return this.whole(id);
  }

  /** Soft: the post leaves every public list and page; its row and slugs stay. */
  async remove(id: number, user: UserEntity): Promise<void> {
    await this.editable(this.dataSource.manager, id, user);
    await this.dataSource.query('UPDATE blog_posts SET deleted_at = now() WHERE id = $1', [id]);
  }

  /** A post's columns from the editor's payload; a post published before keeps its publication date when saved again. */
  private columns(payload: BlogPayloadDto, user: UserEntity, publishedAt: Date | null) {
    const trusted = manages(user);
    const text = documentText(payload.content);
    const publishAt = payload.status === 'draft' ? null : payload.status === 'published' ? (publishedAt ?? new Date()) : new Date(payload.publishAt!);
    if (payload.status === 'scheduled' && publishAt!.getTime() <= Date.now()) {
      throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'A scheduled article needs a time in the future.', fields: [{ field: 'publishAt', code: 'invalid' }] });
    }
    const search = normalizeForSearch(
      [payload.title, payload.titleEn, payload.excerpt, payload.excerptEn, text, payload.contentEn ? documentText(payload.contentEn) : '', ...payload.tags, ...payload.tagsEn]
        .filter(Boolean)
        .join(' '),
    );
    return {
      title: payload.title,
      title_en: payload.titleEn,
      excerpt: payload.excerpt,
      excerpt_en: payload.excerptEn,
      // JSON text: a jsonb column reads it as the document it is.
      content: JSON.stringify(payload.content),
      content_en: payload.contentEn ? JSON.stringify(payload.contentEn) : null,
      content_html: documentHtml(payload.content, 'ar', trusted),
      content_en_html: payload.contentEn ? documentHtml(payload.contentEn, 'en', trusted) : null,
      category: payload.category,
      tags: payload.tags,
      tags_en: payload.tagsEn,
      cover_image: payload.coverImage,
      status: payload.status,
      publish_at: publishAt,
      is_featured: manages(user) && payload.isFeatured,
      reading_minutes: readingMinutes(text),
      search_text: search,
    };
  }

  /** Photos uploaded since the last save become the post's (the clean-up job leaves them). */
  private async attachImages(manager: EntityManager, userId: number, images: string[], before: string[]): Promise<void> {
    const fresh = images.filter((url) => uploadIdOf(url) !== undefined && !before.includes(url));
    await this.uploads.attach(manager, userId, [...new Set(fresh)]);
  }

  private async freeSlug(manager: EntityManager, base: string, postId: number | null): Promise<string> {
    // Posts titled alike, saved at once, take their numbers in turn (until the transaction ends) rather than the same one.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('blog-slug:' || $1))`, [base]);
    const rows: { slug: string; post_id: number }[] = await manager.query(`SELECT slug, post_id FROM blog_slugs WHERE slug = $1 OR slug LIKE $2`, [
      base,
      startsWithPattern(`${base}-`),
    ]);
    // A post may take back a slug it had before.
    if (rows.some((row) => row.slug === base && row.post_id === postId)) return base;
    return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
  }

  /** The post, if the user may change it: its author, or an admin. 404 for anyone else. */
  private async editable(
    manager: EntityManager,
    id: number,
    user: UserEntity,
    lock = false,
  ): Promise<{ title: string; slug: string; is_featured: boolean; published_at: Date | null; images: string[] }> {
    if (!canWriteBlog(user)) throw notAnAuthor();
    const [row] = await manager.query<
      {
        title: string;
        slug: string;
        author_id: number;
        is_featured: boolean;
        cover_image: string | null;
        content: BlogDocument;
        content_en: BlogDocument | null;
        published_at: Date | null;
      }[]
    >(
      `SELECT title, slug, author_id, is_featured, cover_image, content, content_en, CASE WHEN status <> 'draft' AND publish_at <= now() THEN publish_at END AS published_at ` +
        `FROM blog_posts WHERE id = $1 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!row || (row.author_id !== user.id && !manages(user))) throw postNotFound();
    return { ...row, images: imagesOf({ coverImage: row.cover_image, content: row.content, contentEn: row.content_en } as BlogPayloadDto) };
  }

  private async whole(id: number): Promise<BlogPost> {
    const [{ body: post }] = await this.dataSource.query<{ body: Omit<BlogPost, 'related' | 'previous' | 'next'> }[]>(`SELECT ${POST_JSON} AS body ${FROM_POSTS} WHERE b.id = $1`, [
      id,
    ]);
    const [related, previous, next] = await Promise.all([
      this.dataSource.query<{ body: BlogSummary }[]>(
        `SELECT ${SUMMARY_JSON} AS body ${FROM_POSTS} WHERE ${PUBLIC_POST_SQL} AND b.category = $1 AND b.id <> $2 ORDER BY b.publish_at DESC LIMIT 3`,
        [post.category, id],
      ),
      this.neighbour(id, '<', 'DESC'),
      this.neighbour(id, '>', 'ASC'),
    ]);
    return { ...post, related: related.map((row) => row.body), previous, next };
  }

  private async neighbour(id: number, direction: '<' | '>', order: 'ASC' | 'DESC'): Promise<BlogLink | null> {
    const [row] = await this.dataSource.query<BlogLink[]>(
      `SELECT b.slug, b.title, b.title_en AS "titleEn" FROM blog_posts b, (SELECT publish_at, id FROM blog_posts WHERE id = $1) me ` +
        `WHERE ${PUBLIC_POST_SQL} AND me.publish_at IS NOT NULL AND (b.publish_at, b.id) ${direction} (me.publish_at, me.id) ORDER BY b.publish_at ${order}, b.id ${order} LIMIT 1`,
      [id],
    );
    return row ?? null;
  }
}

const notAnAuthor = (): ForbiddenException => new ForbiddenException({ code: 'FORBIDDEN', message: 'Only admins and the authors they appoint write articles.' });
