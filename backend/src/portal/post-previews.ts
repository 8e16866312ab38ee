import { Inject, Injectable, Logger } from '@nestjs/common';
import { documentTitle, localText, localTitle, SITE_NAME } from 'shared-contracts';
import { sql, type NotNull } from 'kysely';
import { DataSource } from 'typeorm';
import { couldBeSlug } from '../blogs/blog-slug.js';
import { publicBySlug } from '../blogs/blogs.service.js';
import { rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import type { ListingPage } from './listing-previews.js';
import { absolute, escapeHtml, metaTagsHtml } from './social-meta.js';

/** `/blog/<slug>`: one segment, not one of the blog's own pages. */
const POST_PATH = /^\/blog\/([^/]+)\/*$/;
const OWN_PAGES = new Set(['write']);

/** A post page's HTML: its preview tags, or a redirect from an old slug to the current one. */
export type PostPage = ListingPage | { redirect: string };

interface PostPreview {
  slug: string;
  title: string;
  titleEn: string | null;
  excerpt: string | null;
  excerptEn: string | null;
  cover: string | null;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
}

// By any slug the post ever had; a draft, scheduled or deleted post has no preview.
const previewOf = (slug: string) =>
  publicBySlug(slug)
    .innerJoin('users as u', 'u.id', 'b.author_id')
    .select((post) => [
      'b.slug',
      'b.title',
      'b.title_en as titleEn',
      'b.excerpt',
      'b.excerpt_en as excerptEn',
      'b.cover_image as cover',
      sql<string>`${post.ref('u.first_name')} || ' ' || ${post.ref('u.last_name')}`.as('author'),
      'b.publish_at as publishedAt',
      'b.updated_at as updatedAt',
    ])
    .$narrowType<{ publishedAt: NotNull }>();

/**
 * What the served HTML of an article says before any script runs: its title and description
 * in both languages, Open Graph and Twitter tags for shared links, and Article JSON-LD for
 * search engines. A title that changed moved the slug: the old address redirects (301).
 */
@Injectable()
export class PostPreviews {
  private readonly logger = new Logger(PostPreviews.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async pageFor(pathname: string): Promise<PostPage> {
    const match = POST_PATH.exec(pathname);
    if (!match || OWN_PAGES.has(match[1])) return 'other';
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      return 'missing';
    }
    if (!couldBeSlug(slug)) return 'missing';
    try {
      const [post]: PostPreview[] = await rowsOf(this.dataSource, previewOf(slug));
      if (!post) return 'missing';
      if (post.slug !== slug) return { redirect: `/blog/${encodeURIComponent(post.slug)}` };
      return { tags: this.tags(post), meta: this.meta(post) };
    } catch (error) {
      this.logger.warn(`No preview for ${pathname}: ${String(error)}`);
      return 'other';
    }
  }

  private meta(post: PostPreview) {
    return {
      ar: { title: documentTitle(post.title, 'ar'), description: post.excerpt ?? post.title },
      en: { title: documentTitle(localTitle(post, 'en'), 'en'), description: localText(post.excerpt, post.excerptEn, 'en') ?? post.title },
    };
  }

  private tags(post: PostPreview): string {
    const base = this.app.publicUrl;
    const url = `${base}/blog/${encodeURIComponent(post.slug)}`;
    const image = post.cover ? absolute(post.cover, base) : null;
    const description = post.excerpt ?? post.title;
    const og: [string, string][] = [
      ['og:type', 'article'],
      ['og:site_name', SITE_NAME.ar],
      ['og:locale', 'ar_DZ'],
      ['og:url', url],
      ['og:title', post.title],
      ['og:description', description],
      ['article:published_time', post.publishedAt.toISOString()],
      ['article:modified_time', post.updatedAt.toISOString()],
      ...(image ? ([['og:image', image]] as [string, string][]) : []),
    ];
    const twitter: [string, string][] = [
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', post.title],
      ['twitter:description', description],
      ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
    ];
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description,
      datePublished: post.publishedAt.toISOString(),
      dateModified: post.updatedAt.toISOString(),
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: SITE_NAME.ar },
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
    };
    // "<" escaped inside the JSON: a title holding "</script>" cannot end the block.
    const jsonLd = JSON.stringify(article).replace(/</g, '\\u003c');
    return [metaTagsHtml(og, twitter), `<link rel="canonical" href="${escapeHtml(url)}">`, `<script type="application/ld+json">${jsonLd}</script>`].join('');
  }
}
