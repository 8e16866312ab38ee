import { Injectable } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, type PropertyDetail } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { pageWindow } from '../common/pagination/page.dto.js';
import type { SearchPropertiesDto } from './dto/search-properties.dto.js';
import { jsonArray, propertyDetailJson, type JsonText } from './property-json.js';
import { TtlCache } from './search/ttl-cache.js';
import { ORDER_BY, searchWhere } from './search/search-conditions.js';

export interface Page<T> {
  items: JsonText<T[]>;
  total: number;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

const keyOf = ({ sql, params }: Statement): string => JSON.stringify(params) + sql;

/**
 * GET /api/properties: one page of active listings and the number of all that match. Each carries
 * its owner's contact, so that a card's Call and WhatsApp need no second request per listing.
 */
@Injectable()
export class PropertySearchService {
  /** Totals: counting all matches of a broad filter reads thousands of rows, far more than a page. */
  private readonly totals = new TtlCache<number>({ ttlMs: 10_000, staleMs: 50_000, maxEntries: 1_000 });
  /** Pages, for a second or two: the home page and popular searches are asked many times a second. */
  private readonly pages = new TtlCache<JsonText<PropertyDetail[]>>({ ttlMs: 1_000, staleMs: 1_000, maxEntries: 200 });

  constructor(private readonly dataSource: DataSource) {}

  async search(query: SearchPropertiesDto): Promise<Page<PropertyDetail>> {
    const { page, count } = this.statements(query);
    const [items, total] = await Promise.all([
      this.pages.get(keyOf(page), async () => jsonArray<PropertyDetail>(await this.dataSource.query(page.sql, page.params))),
      this.totals.get(keyOf(count), async () => (await this.dataSource.query(count.sql, count.params))[0].total as number),
    ]);
    return { items, total };
  }

  /** The two statements of a search, as run (public for the EXPLAIN test). */
  statements(query: SearchPropertiesDto): { page: Statement; count: Statement } {
    const where = searchWhere(query);
    const { limit, offset } = pageWindow(query, DEFAULT_PAGE_SIZE);
    const window = `LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`;
    return {
      page: {
        sql: `SELECT ${propertyDetailJson('p', 'u')} AS body FROM properties p JOIN users u ON u.id = p.user_id WHERE ${where.sql} ORDER BY ${ORDER_BY[query.sort ?? 'latest']} ${window}`,
        params: [...where.params, limit, offset],
      },
      // The total: only the filters matter, so the cache key is the same for every page and sort.
      count: { sql: `SELECT count(*)::int AS total FROM properties p WHERE ${where.sql}`, params: where.params },
    };
  }

  /** After any write of this process: no page or total may miss a listing just added or keep one just removed. */
  forget(): void {
    this.pages.clear();
    this.totals.clear();
  }
}
