import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import {
  ADVISORS_PER_PAGE,
  FORUM_REPLIES_PER_PAGE,
  FORUM_TOPICS_PER_PAGE,
  remoteForPath,
  type AdvisorCard,
  type ApiPage,
  type BlogPost,
  type BlogSummary,
  type ForumReply,
  type ForumTopicDetail,
  type ForumTopicSummary,
  type Language,
  type PrerenderedPage,
  type PriceComparison,
  type PropertyCard,
  type PropertyDetail,
  type RemoteName,
  type SiteFigures,
  type SimilarProperties,
  type ServerData,
  type ServerPages,
  type ServerRead,
  type ServerReadFor,
} from 'shared-contracts';
import { AdvisorListQuery, FeaturedQuery } from '../advisors/advisor.dto.js';
import { AdvisorsService } from '../advisors/advisors.service.js';
import { BlogListQuery } from '../blogs/blog.dto.js';
import { BlogsService } from '../blogs/blogs.service.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { validateQuery } from '../common/validation/validation-pipe.js';
import { TopicListQuery } from '../forum/forum.dto.js';
import { ForumRepliesService } from '../forum/forum-replies.service.js';
import { ForumTopicsService } from '../forum/forum-topics.service.js';
import { SearchPropertiesDto } from '../properties/dto/search-properties.dto.js';
import { PriceComparisonService } from '../properties/price-comparison.service.js';
import { PropertyReadsService } from '../properties/property-reads.service.js';
import { PropertySearchService } from '../properties/property-search.service.js';
import { SearchDays } from '../properties/search/search-days.js';
import { SimilarPropertiesService } from '../properties/similar-properties.service.js';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { SiteFiguresService } from '../site-figures/site-figures.service.js';
import type { ServerBundle } from './frontend-builds.js';
import { loadServerBundle, type LoadedBundle } from './server-bundle.js';

/** Who asks for the page: what the API would have known of them. */
export interface PageVisitor {
  ip: string;
  userAgent: string;
  /** A person, not a crawler: their first page of results counts as a search. */
  isPerson: boolean;
  /** The language the page is drawn in: their cookie's, else Arabic. */
  language: Language;
  /** The site's origin as they reached it: the page's links that leave the site (a WhatsApp message) carry it. */
  origin: string;
}

/** The areas whose prerender bundle draws pages with their data. */
const DRAWING_AREAS = ['marketplace', 'community'] as const satisfies readonly RemoteName[];
type DrawingArea = (typeof DRAWING_AREAS)[number];
const isDrawingArea = (name: RemoteName | null): name is DrawingArea => (DRAWING_AREAS as readonly (RemoteName | null)[]).includes(name);

/** An area's Node bundle, as the portal last read its build (RemoteBuild.serverBundle). */
export type BundleOf = (area: RemoteName) => ServerBundle | null;

interface LoadingBundle {
  version: string;
  loading: Promise<LoadedBundle | null>;
  /** Set when it failed to load. */
  retryAt?: number;
}

// A bundle that failed to load is tried again after this long (its server may have been down).
const RETRY_MS = 5000;
// A replaced bundle's files stay this long for the pages it is still drawing.
const UNLOAD_AFTER_MS = 60_000;

const isServerPages = (value: unknown): value is ServerPages =>
  typeof (value as ServerPages | null)?.serverReads === 'function' && typeof (value as ServerPages).renderServerPage === 'function';

/**
 * /, /search, /property/:id, /blog, an article, /advisors and /forum drawn at request time with their first screen: the featured
 * listings, the results of the URL's search, the listing, the articles. The answers are read in-process, exactly as the API gives them,
 * and go with the page, so the browser does not ask for them again. Null whenever the page is
 * better left to the browser: another page, no build, a search the API would refuse, a listing
 * that is not public.
 */
/** A read's query string checked as the API's controller checks its query. */
const queryOf = <T extends object>(dto: ClassConstructor<T>, query: string): Promise<T> => validateQuery(dto, Object.fromEntries(new URLSearchParams(query)));
/** An answer as the page's fetcher gets it: JSON, dates as text. */
const asFetched = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

@Injectable()
export class ServerRenderedPages {
  private readonly logger = new Logger(ServerRenderedPages.name);
  /** Result pages drawn in the last second: a popular search is drawn once, not per visitor. */
  private readonly drawnSearches = new FreshCache<{ page: PrerenderedPage; data: ServerData[] }>({ ttlMs: 1_000, maxEntries: 100 });
  private readonly loaded = new Map<DrawingArea, LoadingBundle>();

  constructor(
    private readonly search: PropertySearchService,
    private readonly reads: PropertyReadsService,
    private readonly similarOnes: SimilarPropertiesService,
    private readonly comparisons: PriceComparisonService,
    private readonly searchDays: SearchDays,
    private readonly blogs: BlogsService,
    private readonly topics: ForumTopicsService,
    private readonly replies: ForumRepliesService,
    private readonly advisors: AdvisorsService,
    private readonly figures: SiteFiguresService,
  ) {}

  async page(path: string, query: string, visitor: PageVisitor, bundleOf: BundleOf): Promise<{ page: PrerenderedPage; data: ServerData[] } | null> {
    const area = remoteForPath(path);
    const pages = isDrawingArea(area) ? await this.bundle(area, bundleOf(area)) : null;
    if (!pages) return null;
    const wanted = pages.serverReads(path, query);
    if (wanted.length === 0) return null;
    const languages = [visitor.language];
    const draw = async () => {
      const data = await Promise.all(wanted.map(async ({ key, read }) => ({ key, data: await this.answer(read, visitor) })));
      return { page: await pages.renderServerPage(path, query, data, languages, visitor.origin), data };
    };
    try {
      // A listing's page, an article and a topic count their visitor's view: drawn for each. Results are the same for all.
      if (wanted.some(({ read }) => read.kind === 'listing' || read.kind === 'post' || read.kind === 'topic')) return await draw();
      this.countSearch(wanted, visitor);
      return await this.drawnSearches.get(`${this.search.version} ${languages.join()} ${visitor.origin}${path}?${query}`, draw);
    } catch (error) {
      // A refused read (a bad filter, a listing gone) is the page's to show, as it does from the API.
      if (!(error instanceof HttpException)) this.logger.warn(`${path}: drawn in the browser (${String(error)})`);
      return null;
    }
  }

  /** What the API answers for the read, as the page's fetcher returns it. */
  private async answer(
    read: ServerRead,
    visitor: PageVisitor,
  ): Promise<
    | ApiPage<PropertyCard>
    | PropertyCard[]
    | PropertyDetail
    | SimilarProperties
    | PriceComparison
    | ApiPage<BlogSummary>
    | BlogSummary[]
    | BlogPost
    | ApiPage<ForumTopicSummary>
    | ForumTopicDetail
    | ApiPage<ForumReply>
    | ApiPage<AdvisorCard>
    | AdvisorCard[]
    | SiteFigures
  > {
    if (read.kind === 'figures') return this.figures.figures();
    if (read.kind === 'listing') return JSON.parse((await this.reads.detail(read.id, undefined, visitor)).body) as PropertyDetail;
    if (read.kind === 'similar') return JSON.parse((await this.similarOnes.similar(read.id, undefined)).body) as SimilarProperties;
    if (read.kind === 'priceComparison') return asFetched<PriceComparison>((await this.comparisons.compare(read.id, undefined)).body);
    if (read.kind === 'post') return asFetched<BlogPost>(await this.blogs.bySlug(read.slug, visitor));
    if (read.kind === 'posts') {
      const posts = asFetched<ApiPage<BlogSummary>>(await this.blogs.list(await queryOf(BlogListQuery, read.query)));
      return read.answer === 'items' ? posts.items : posts;
    }
    if (read.kind === 'featuredAdvisors') {
      const { limit } = await queryOf(FeaturedQuery, read.query);
      return asFetched<AdvisorCard[]>(await this.advisors.featured(limit));
    }
    if (read.kind === 'advisors') {
      const query = await queryOf(AdvisorListQuery, read.query);
      const { limit, offset } = pageWindow(query, ADVISORS_PER_PAGE);
      return asFetched<ApiPage<AdvisorCard>>(await this.advisors.page(query, limit, offset));
    }
    if (read.kind === 'topic') return asFetched<ForumTopicDetail>(await this.topics.detail(read.id, undefined, visitor));
    if (read.kind === 'replies') {
      const { limit, offset } = pageWindow(await queryOf(PageDto, read.query), FORUM_REPLIES_PER_PAGE);
      return asFetched<ApiPage<ForumReply>>(await this.replies.page(read.topicId, undefined, limit, offset));
    }
    if (read.kind === 'topics') {
      const query = await queryOf(TopicListQuery, read.query);
      const { limit, offset } = pageWindow(query, FORUM_TOPICS_PER_PAGE);
      return asFetched<ApiPage<ForumTopicSummary>>(await this.topics.page(query, undefined, limit, offset));
    }
    const { items, total, capped, nextCursor } = await this.search.search(await queryOf(SearchPropertiesDto, read.query));
    const cards = JSON.parse(items) as PropertyCard[];
    return read.answer === 'items' ? cards : { items: cards, total, ...(capped && { capped }), ...(nextCursor && { nextCursor }) };
  }

  /** A person's first page of results is a search, as on the API. */
  private countSearch(wanted: ServerReadFor[], visitor: PageVisitor): void {
    if (!visitor.isPerson) return;
    for (const { read } of wanted) {
      const params = read.kind === 'search' ? new URLSearchParams(read.query) : null;
      if (params && (params.get('page') ?? '1') === '1' && !params.has('featured')) this.searchDays.count();
    }
  }

  /** The area's bundle, loaded again when a new build of it is deployed. */
  private async bundle(area: DrawingArea, bundle: ServerBundle | null): Promise<ServerPages | null> {
    const version = bundle ? `${bundle.source.where} ${bundle.version}` : '';
    let entry = this.loaded.get(area);
    if (entry?.version !== version || (entry.retryAt !== undefined && entry.retryAt <= Date.now())) {
      const replaced = entry;
      const loading: LoadingBundle = { version, loading: Promise.resolve(null) };
      if (bundle) {
        loading.loading = loadServerBundle(bundle).catch((error: unknown) => {
          this.logger.warn(`The ${area}'s pages are drawn in the browser: ${String(error)}`);
          loading.retryAt = Date.now() + RETRY_MS;
          return null;
        });
      }
      this.loaded.set(area, (entry = loading));
      void replaced?.loading.then((old) => old && setTimeout(() => void old.unload(), UNLOAD_AFTER_MS).unref());
    }
    const loaded = await entry.loading;
    return loaded && isServerPages(loaded.exported) ? loaded.exported : null;
  }
}
