import { Inject, Injectable } from '@nestjs/common';
import { sql, type NotNull } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { escapeHtml } from '../portal/social-meta.js';
import { PUBLIC_POST_SQL } from './blog-sql.js';

/** Posts in the feed: a reader's app keeps what it has already seen. */
const FEED_SIZE = 30;
/** A sitemap file holds at most 50,000 addresses; far more than the site has. */
const SITEMAP_LISTINGS = 40_000;
const SITEMAP_POSTS = 5_000;
const STATIC_PAGES = ['/', '/search', '/blog', '/forum', '/advisors', '/about', '/contact'];

const xml = escapeHtml;
// A feed reader renders a description as HTML: the excerpt is plain text, so it goes in escaped
// (an excerpt "<img onerror=…>" is shown as those characters). The body is the post's own HTML,
// already through the blog's allow-list.
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS of the blog and the site's sitemap, for feed readers and search engines (mounted by mount-feeds.ts). */
@Injectable()
export class BlogFeeds {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /** RSS 2.0 of the latest public posts: in Arabic, or `?lang=en` in English (the Arabic when a post has none). */
  async rss(lang: unknown): Promise<string> {
    const english = lang === 'en';
    const rows = await rowsOf(
      this.dataSource,
      db
        .selectFrom('blog_posts as b')
        .innerJoin('users as u', 'u.id', 'b.author_id')
        .select((post) => [
          'b.slug',
          (english ? post.fn.coalesce('b.title_en', 'b.title') : post.ref('b.title')).as('title'),
          (english ? post.fn.coalesce('b.excerpt_en', 'b.excerpt') : post.ref('b.excerpt')).as('description'),
          (english ? post.fn.coalesce('b.content_en_html', 'b.content_html') : post.ref('b.content_html')).as('html'),
          'b.publish_at as at',
          sql<string>`${post.ref('u.first_name')} || ' ' || ${post.ref('u.last_name')}`.as('author'),
        ])
        .where(fragment<boolean>(PUBLIC_POST_SQL))
        .$narrowType<{ at: NotNull }>()
        .orderBy('b.publish_at', 'desc')
        .limit(FEED_SIZE),
    );
    const base = this.app.publicUrl;
    const items = rows.map((post) => {
      const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
      return (
        `<item><title>${xml(post.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid>` +
        `<pubDate>${post.at.toUTCString()}</pubDate><dc:creator>${xml(post.author)}</dc:creator>` +
        `<description>${cdata(xml(post.description ?? ''))}</description><content:encoded>${cdata(post.html)}</content:encoded></item>`
      );
    });
    const title = english ? 'Djelfa Estates — Blog' : 'مدونة عقارات الجلفة';
    return (
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">' +
      `<channel><title>${xml(title)}</title><link>${xml(`${base}/blog`)}</link><description>${xml(title)}</description><language>${english ? 'en' : 'ar'}</language>` +
      `<atom:link href="${xml(`${base}/blog/rss.xml${english ? '?lang=en' : ''}`)}" rel="self" type="application/rss+xml"/>${items.join('')}</channel></rss>`
    );
  }

  /** The public pages: the fixed ones, every public listing and every public post. */
  async sitemap(): Promise<string> {
    const [listings, posts] = await Promise.all([
      rowsOf(
        this.dataSource,
        db.selectFrom('properties as p').select(['p.id', 'p.updated_at as at']).where(fragment<boolean>(PUBLIC_LISTING_SQL)).orderBy('p.id', 'desc').limit(SITEMAP_LISTINGS),
      ),
      rowsOf(
        this.dataSource,
        db.selectFrom('blog_posts as b').select(['b.slug', 'b.updated_at as at']).where(fragment<boolean>(PUBLIC_POST_SQL)).orderBy('b.publish_at', 'desc').limit(SITEMAP_POSTS),
      ),
    ]);
    const url = (path: string, at?: Date) => `<url><loc>${xml(this.app.publicUrl + encodeURI(path))}</loc>${at ? `<lastmod>${at.toISOString()}</lastmod>` : ''}</url>`;
    return (
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      [...STATIC_PAGES.map((path) => url(path)), ...listings.map(({ id, at }) => url(`/property/${id}`, at)), ...posts.map(({ slug, at }) => url(`/blog/${slug}`, at))].join('') +
      '</urlset>'
    );
  }
}
