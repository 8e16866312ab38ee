import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, SEARCH_TOTAL_CAP, type PropertyCard, type PropertySort } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../common/change-feed/change-feed.js';
import { pageWindow } from '../common/pagination/page.dto.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { SearchPropertiesDto } from './dto/search-properties.dto.js';
import { propertyCardJson } from './property-json.js';
import type { JsonText } from '../common/sql/json-text.js';
import { runPrepared } from './search/prepared-search.js';
import { afterCursor, searchWhere, sortOf } from './search/search-conditions.js';
import { CURSOR_COLUMNS, decodeCursor, encodeCursor } from './search/search-cursor.js';
import { LRUCache } from 'lru-cache';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { db, fragment, total } from '../common/sql/kysely.js';
import { sql, type Compilable } from 'kysely';

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

/** A search's page and total, as run, and the page's window. */
interface Statements {
  page: Statement;
  count: Statement;
  limit: number;
  offset: number;
}

/** A page as read: its JSON, how many it holds, and where it ended. */
interface PageRows {
  json: JsonText<PropertyCard[]>;
  count: number;
  nextCursor?: string;
}

interface Row {
  body: string;
  cursor_value: string;
  cursor_id: number;
}

const keyOf = ({ sql, params }: Statement): string => JSON.stringify(params) + sql;

/** A built statement as it is run: by name when prepared, so its text must be the same for every search of its shape. */
const statementOf = (query: Compilable): Statement => {
  const { sql, parameters } = query.compile();
  return { sql, params: [...parameters] };
};

/**
 * GET /api/properties: one page of active listings and how many match. Each carries its owner's
 * contact, so that a card's Call and WhatsApp need no second request per listing.
 */
@Injectable()
export class PropertySearchService {
  private readonly logger = new Logger(PropertySearchService.name);
  /** Totals: the same for every page and sort of a search; refreshed in the background. */
  private readonly totals = new FreshCache<number>({ ttlMs: 10_000, staleMs: 50_000, maxEntries: 1_000 });
  /** Pages, for a second: the home page and popular searches are asked many times a second. */
  private readonly pages = new FreshCache<PageRows>({ ttlMs: 1_000, staleMs: 1_000, maxEntries: 200 });

  /**
   * Statements by query: building one costs ~40 µs (Kysely's builder and compiler), several times
   * a cached page's whole answer, and the popular searches are asked again and again.
   */
  private readonly built = new LRUCache<string, Statements>({ max: 1_000 });

  /** Counts the writes this process made: what was drawn from an older state is out of date. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: ChangeFeed,
  ) {
    // Another instance wrote (or this one's listener was away): what is kept here may be out of date.
    changes.subscribe('listings_changed', () => this.clear());
  }

  /** Changes with every forget(): a key for anything derived from search results. */
  get version(): number {
    return this.generation;
  }

  async search(query: SearchPropertiesDto): Promise<Page<PropertyCard>> {
    const { page, count, offset, limit } = this.built.get(JSON.stringify(query)) ?? this.build(query);
    const run = <T>(statement: Statement): Promise<T[]> => (query.keyword ? this.dataSource.query(statement.sql, statement.params) : runPrepared<T>(this.dataSource, statement));
    const rows = await this.pages.get(keyOf(page), async () => this.readPage(await run<Row>(page), query.sort ?? 'latest', limit));
    // A page that is not full ends the list: its position gives the total, no count needed.
    const known = rows.count < limit && !query.after && (rows.count > 0 || offset === 0) ? offset + rows.count : undefined;
    const counted = known ?? (await this.totals.get(keyOf(count), async () => (await run<{ total: number }>(count))[0].total));
    return { items: rows.json, total: Math.min(counted, SEARCH_TOTAL_CAP), capped: counted > SEARCH_TOTAL_CAP, nextCursor: rows.nextCursor };
  }

  private build(query: SearchPropertiesDto): Statements {
    const statements = this.statements(query);
    this.built.set(JSON.stringify(query), statements);
    return statements;
  }

  /** The two statements of a search, as run (public for the EXPLAIN test). */
  statements(query: SearchPropertiesDto): Statements {
    const sort = query.sort ?? 'latest';
    if (query.after && (query.page ?? 1) > 1) throw validationFailed([{ field: 'after', code: 'invalid' }], 'Ask for a page or for the page after a cursor, not both.');
    const where = searchWhere(query);
    const { limit, offset } = query.after ? { limit: query.pageSize ?? DEFAULT_PAGE_SIZE, offset: 0 } : pageWindow(query, DEFAULT_PAGE_SIZE);
    const cursor = query.after ? decodeCursor(query.after, sort) : undefined;
    const [column, direction] = sortOf(sort);
    // The page's rows are chosen first, their JSON built after: built in one query with OFFSET,
    // it was made for every skipped row too (page 3 of a search: 1.0 → 0.6 ms).
    const filtered = db.selectFrom('properties as p').selectAll('p').where(where);
    const chosen = (cursor ? filtered.where(afterCursor(cursor)) : filtered).orderBy(column, direction).orderBy('p.id', direction).limit(limit).offset(offset);
    const page = db
      .selectFrom(chosen.as('p'))
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([fragment<string>(propertyCardJson('p', 'u')).as('body'), fragment<string>(CURSOR_COLUMNS[sort].text).as('cursor_value'), 'p.id as cursor_id'])
      .orderBy(column, direction)
      .orderBy('p.id', direction);
    // Only the filters matter, so the cache key is the same for every page and sort. Counting
    // stops one past the cap: a broad search reads a thousand index entries, not all its matches.
    // The cap is written into the text, not bound: a generic plan would not know how few it reads.
    const matches = db
      .selectFrom('properties as p')
      .select(sql.lit(1).as('one'))
      .where(where)
      .limit(sql.lit(SEARCH_TOTAL_CAP + 1));
    const count = db.selectFrom(matches.as('matches')).select(total());
    return { page: statementOf(page), count: statementOf(count), limit, offset };
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
    this.pages.clear();
    this.totals.clear();
  }

  private readPage(rows: Row[], sort: PropertySort, limit: number): PageRows {
    const last = rows.at(-1);
    return {
      json: `[${rows.map((row) => row.body).join(',')}]`,
      count: rows.length,
      nextCursor: last && rows.length === limit ? encodeCursor({ sort, value: last.cursor_value, id: last.cursor_id }) : undefined,
    };
  }
}
