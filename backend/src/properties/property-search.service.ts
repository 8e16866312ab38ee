import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, MAP_POINTS_LIMIT, MAP_TOTAL_CAP, SEARCH_TOTAL_CAP, parseBbox, type MapPoints, type PropertyCard, type PropertySort } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../common/change-feed/change-feed.js';
import { LRUCache } from 'lru-cache';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { pageWindow } from '../common/pagination/page.dto.js';
import type { JsonText } from '../common/sql/json-text.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { SearchPropertiesDto } from './dto/search-properties.dto.js';
import { PUBLIC_LISTING_SQL } from './listing-visibility.js';
import { propertyCardJson } from './property-json.js';
import { searchIndex, type IndexQuery } from './search/index/index-search.js';
import { SearchIndex } from './search/index/search-index.js';
import { runPrepared } from './search/prepared-search.js';
import { CURSOR_COLUMNS, decodeCursor, encodeCursor } from './search/search-cursor.js';
import { listingKeywordWords } from './search/search-text.js';

export interface Page<T> {
  items: JsonText<T[]>;
  /** All that match, counted up to SEARCH_TOTAL_CAP. */
  total: number;
  /** There are more than `total`. */
  capped: boolean;
  /** The `after` of the next page, when this one was full. */
  nextCursor?: string;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

interface CardRow {
  id: number;
  body: string;
  cursor_value: string;
}

/**
 * A page's cards by id, each with its owner's contact (a card's Call and WhatsApp need no second
 * request) and its sort value as the cursor writes it. The public rule again: a listing hidden a
 * moment ago, before this process's index has read it, is not shown.
 */
export const CARDS: Record<PropertySort, string> = Object.fromEntries(
  Object.entries(CURSOR_COLUMNS).map(([sort, { text }]) => [
    sort,
    `SELECT p.id, ${propertyCardJson('p', 'u')} AS body, ${text} AS cursor_value FROM properties p JOIN users u ON u.id = p.user_id ` +
      `WHERE p.id = ANY($1::int[]) AND ${PUBLIC_LISTING_SQL}`,
  ]),
) as Record<PropertySort, string>;

/** A search's filters, words and box as the index takes them. */
function indexFilters(query: SearchPropertiesDto): Pick<IndexQuery, 'filters' | 'words' | 'box'> {
  const { commune, propertyType, purpose, document, minPrice, maxPrice, featured, bbox } = query;
  return {
    filters: { commune, propertyType, purpose, document, minPrice, maxPrice, featured },
    words: listingKeywordWords(query.keyword),
    box: bbox === undefined ? undefined : (parseBbox(bbox) ?? undefined),
  };
}

/**
 * GET /api/properties: one page of public listings and how many match, chosen by this process's
 * search index (search/index) and read from the database by id.
 */
@Injectable()
export class PropertySearchService {
  private readonly logger = new Logger(PropertySearchService.name);
  /** Pages, for a second: the home page and popular searches are asked many times a second. */
  private readonly pages = new FreshCache<Page<PropertyCard>>({ ttlMs: 1_000, staleMs: 1_000, maxEntries: 200 });
  /**
   * Searches asked in the last second: a page is kept only when asked again. Keeping every page
   * of the long tail, each asked once, cost more than it saved: 8 MB a second of pages outlived
   * V8's young generation, and each collection of it paused the process 20–30 ms.
   */
  private readonly asked = new LRUCache<string, true>({ max: 5_000, ttl: 1_000 });

  /** Counts the writes this process heard of: what was drawn from an older state is out of date. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: ChangeFeed,
    private readonly index: SearchIndex,
  ) {
    // Another instance wrote (or this one's listener was away): what is kept here may be out of date.
    changes.subscribe('listings_changed', () => this.clear());
  }

  /** Changes with every forget(): a key for anything derived from search results. */
  get version(): number {
    return this.generation;
  }

  async search(query: SearchPropertiesDto): Promise<Page<PropertyCard>> {
    const sort = query.sort ?? 'latest';
    if (query.after && (query.page ?? 1) > 1) throw validationFailed([{ field: 'after', code: 'invalid' }], 'Ask for a page or for the page after a cursor, not both.');
    const { limit, offset } = query.after ? { limit: query.pageSize ?? DEFAULT_PAGE_SIZE, offset: 0 } : pageWindow(query, DEFAULT_PAGE_SIZE);
    const after = query.after ? decodeCursor(query.after, sort) : undefined;
    const index = await this.index.current();
    const answer = async (): Promise<Page<PropertyCard>> => {
      const hits = searchIndex(index, { ...indexFilters(query), sort, after, offset, limit }, SEARCH_TOTAL_CAP);
      const cards = await this.cards(hits.ids, sort);
      const last = cards.at(-1);
      return {
        items: `[${cards.map((card) => card.body).join(',')}]`,
        total: Math.min(hits.total, SEARCH_TOTAL_CAP),
        capped: hits.total > SEARCH_TOTAL_CAP,
        nextCursor: last && cards.length === limit ? encodeCursor({ sort, value: last.cursor_value, id: last.id }) : undefined,
      };
    };
    const key = `${this.index.version} ${JSON.stringify(query)}`;
    if (this.asked.has(key)) return this.pages.get(key, answer);
    this.asked.set(key, true);
    return answer();
  }

  /**
   * GET /api/properties/map: the search's matches as markers, newest first, from the index alone
   * (no row is read: a map of a few thousand points costs no more than a page of cards).
   */
  async map(query: SearchPropertiesDto): Promise<MapPoints> {
    const index = await this.index.current();
    const hits = searchIndex(index, { ...indexFilters(query), sort: 'latest', offset: 0, limit: MAP_POINTS_LIMIT }, MAP_TOTAL_CAP);
    const points = hits.ids.flatMap((id) => index.mapPoint(id) ?? []);
    return { points, total: Math.min(hits.total, MAP_TOTAL_CAP), truncated: hits.total > points.length };
  }

  /** The cards of `ids`, in that order. */
  private async cards(ids: number[], sort: PropertySort): Promise<CardRow[]> {
    if (ids.length === 0) return [];
    const rows = await runPrepared<CardRow>(this.dataSource, { sql: CARDS[sort], params: [ids] });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * After any write: no page or total may miss a listing just added or keep one just removed —
   * here at once, and on every other instance as soon as it hears (ChangeFeed).
   */
  forget(): void {
    this.clear();
    this.changes.announce('listings_changed').catch((error: unknown) => this.logger.warn(`Other instances not told of a listing change: ${String(error)}`));
  }

  private clear(): void {
    this.generation += 1;
    this.index.changed();
    this.pages.clear();
    this.asked.clear();
  }
}
