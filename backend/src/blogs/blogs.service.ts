import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { BLOG_POSTS_PER_PAGE, can, canWriteBlog, normalizeForSearch, uploadIdOf, type BlogLink, type BlogPost, type BlogSummary } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { pageWindow } from '../common/pagination/page.dto.js';
import { db, fragment, pageOf, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { containsPattern, startsWithPattern } from '../common/sql/like.js';
import { keywordWords } from '../properties/search/keyword.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { UserRow } from '../users/user-row.js';
import { documentHtml, documentText, readingMinutes } from './blog-document.js';
import type { BlogFeatureDto, BlogListQuery, BlogPayloadDto } from './blog.dto.js';
import { POST_JSON, PUBLIC_POST_SQL, SUMMARY_JSON } from './blog-sql.js';
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
const manages = (user: UserRow): boolean => can(user.role, 'blogs.manage');

/** Every image a post shows: its cover and the photos in both bodies. */
function imagesOf(payload: { coverImage: string | null; content: unknown; contentEn: unknown }): string[] {
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

/** Posts beside their authors (`b`, `u`), as a summary's JSON reads them. */
const withAuthors = () => db.selectFrom('blog_posts as b').innerJoin('users as u', 'u.id', 'b.author_id');

/** The public post (`b`) that has, or once had, this slug (`s`). */
export const publicBySlug = (slug: string) =>
  db.selectFrom('blog_slugs as s').innerJoin('blog_posts as b', 'b.id', 's.post_id').where('s.slug', '=', slug).where(fragment<boolean>(PUBLIC_POST_SQL));

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
    return pageOf(
      this.dataSource,
      published
        .innerJoin('users as u', 'u.id', 'b.author_id')
        .select(fragment<BlogSummary>(SUMMARY_JSON).as('body'))
        .orderBy(fragment(SORTS[query.sort ?? 'latest']))
        .limit(limit)
        .offset(offset),
      published.select(total()),
    );
  }

  /** The writer's own posts in every status; an admin's list holds everyone's. */
  async mine(user: UserRow, limit: number, offset: number): Promise<{ items: BlogSummary[]; total: number }> {
    let mine = db.selectFrom('blog_posts as b').where('b.deleted_at', 'is', null);
    if (!manages(user)) mine = mine.where('b.author_id', '=', user.id);
    return pageOf(
      this.dataSource,
      mine
        .innerJoin('users as u', 'u.id', 'b.author_id')
        .select(fragment<BlogSummary>(SUMMARY_JSON).as('body'))
        .orderBy('b.updated_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset(offset),
      mine.select(total()),
    );
  }

  /** A public post by any slug it ever had; the visit counts a view as a listing's does (BlogViews). */
  async bySlug(slug: string, visitor: Visitor): Promise<BlogPost> {
    // Never a query for what no slug can be (PostgreSQL text cannot even hold NUL).
    if (!couldBeSlug(slug)) throw postNotFound();
    const [row] = await rowsOf(this.dataSource, publicBySlug(slug).select('b.id'));
    if (!row) throw postNotFound();
    await this.views.record(row.id, visitor);
    return this.whole(row.id);
  }

  /** Any post for its author or an admin, whatever its status. */
  async byId(id: number, user: UserRow): Promise<BlogPost> {
    await this.editable(this.dataSource.manager, id, user);
    return this.whole(id);
  }

  /** The current slug of a public post reached by an old one, for the served page's redirect. */
  async currentSlug(slug: string): Promise<string | null> {
    const [row] = await rowsOf(this.dataSource, publicBySlug(slug).select('b.slug'));
    return row?.slug ?? null;
  }

  async create(payload: BlogPayloadDto, user: UserRow): Promise<BlogPost> {
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
      await rowsOf(manager, db.insertInto('blog_slugs').values({ slug, post_id: created }));
      await this.attachImages(manager, user.id, imagesOf(payload), []);
      return created;
    });
    return this.whole(id);
  }

  async update(id: number, payload: BlogPayloadDto, user: UserRow): Promise<BlogPost> {
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
      await rowsOf(
        manager,
        db
          .insertInto('blog_slugs')
          .values({ slug, post_id: id })
          .onConflict((conflict) => conflict.doNothing()),
      );
      await this.attachImages(manager, user.id, imagesOf(payload), before.images);
    });
    return this.whole(id);
  }

  /** The admin's featured toggle (PUT with only {isFeatured}). */
  async feature(id: number, { isFeatured }: BlogFeatureDto, user: UserRow): Promise<BlogPost> {
    if (!manages(user)) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only an admin features articles.' });
    const featured = await rowsOf(
      this.dataSource,
      db
        .updateTable('blog_posts')
        .set({ is_featured: isFeatured, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning('id'),
    );
    if (featured.length === 0) throw postNotFound();
    await this.audit.record({ action: isFeatured ? 'blog.feature' : 'blog.unfeature', targetType: 'blog_post', targetId: id, after: { isFeatured } });
    return this.whole(id);
  }

  /** Soft: the post leaves every public list and page; its row and slugs stay. */
  async remove(id: number, user: UserRow): Promise<void> {
    await this.editable(this.dataSource.manager, id, user);
    await rowsOf(
      this.dataSource,
      db
        .updateTable('blog_posts')
        .set({ deleted_at: sql<Date>`now()` })
        .where('id', '=', id),
    );
  }

  /** A post's columns from the editor's payload; a post published before keeps its publication date when saved again. */
  private columns(payload: BlogPayloadDto, user: UserRow, publishedAt: Date | null) {
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
    await rowsOf(manager, db.selectNoFrom(sql<void>`pg_advisory_xact_lock(hashtext('blog-slug:' || ${base}))`.as('locked')));
    const rows = await rowsOf(
      manager,
      db
        .selectFrom('blog_slugs')
        .select(['slug', 'post_id'])
        .where((row) => row.or([row('slug', '=', base), row('slug', 'like', startsWithPattern(`${base}-`))])),
    );
    // A post may take back a slug it had before.
    if (rows.some((row) => row.slug === base && row.post_id === postId)) return base;
    return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
  }

  /** The post, if the user may change it: its author, or an admin. 404 for anyone else. */
  private async editable(
    manager: EntityManager,
    id: number,
    user: UserRow,
    lock = false,
  ): Promise<{ title: string; slug: string; is_featured: boolean; published_at: Date | null; images: string[] }> {
    if (!canWriteBlog(user)) throw notAnAuthor();
    let read = db
      .selectFrom('blog_posts')
      .select((post) => [
        'title',
        'slug',
        'author_id',
        'is_featured',
        'cover_image',
        'content',
        'content_en',
        post
          .case()
          .when(post.and([post('status', '<>', 'draft'), post('publish_at', '<=', sql<Date>`now()`)]))
          .then(post.ref('publish_at'))
          .end()
          .as('published_at'),
      ])
      .where('id', '=', id)
      .where('deleted_at', 'is', null);
    if (lock) read = read.forUpdate();
    const [row] = await rowsOf(manager, read);
    if (!row || (row.author_id !== user.id && !manages(user))) throw postNotFound();
    return { ...row, images: imagesOf({ coverImage: row.cover_image, content: row.content, contentEn: row.content_en }) };
  }

  private async whole(id: number): Promise<BlogPost> {
    const { body: post } = await rowOf(
      this.dataSource,
      withAuthors().select(fragment<Omit<BlogPost, 'related' | 'previous' | 'next'>>(POST_JSON).as('body')).where('b.id', '=', id),
    );
    const [related, previous, next] = await Promise.all([
      rowsOf(
        this.dataSource,
        withAuthors()
          .select(fragment<BlogSummary>(SUMMARY_JSON).as('body'))
          .where(fragment<boolean>(PUBLIC_POST_SQL))
          .where('b.category', '=', post.category)
          .where('b.id', '<>', id)
          .orderBy('b.publish_at', 'desc')
          .limit(3),
      ),
      this.neighbour(id, '<', 'desc'),
      this.neighbour(id, '>', 'asc'),
    ]);
    return { ...post, related: related.map((row) => row.body), previous, next };
  }

  private async neighbour(id: number, direction: '<' | '>', order: 'asc' | 'desc'): Promise<BlogLink | null> {
    const [row] = await rowsOf(
      this.dataSource,
      db
        .selectFrom(['blog_posts as b', db.selectFrom('blog_posts').select(['publish_at', 'id']).where('id', '=', id).as('me')])
        .select(['b.slug', 'b.title', 'b.title_en as titleEn'])
        .where(fragment<boolean>(PUBLIC_POST_SQL))
        .where('me.publish_at', 'is not', null)
        .where((row) => row(row.refTuple('b.publish_at', 'b.id'), direction, row.refTuple('me.publish_at', 'me.id')))
        .orderBy('b.publish_at', order)
        .orderBy('b.id', order)
        .limit(1),
    );
    return row ?? null;
  }
}

const notAnAuthor = (): ForbiddenException => new ForbiddenException({ code: 'FORBIDDEN', message: 'Only admins and the authors they appoint write articles.' });
