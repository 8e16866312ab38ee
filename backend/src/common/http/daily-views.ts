import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { DailyVisitorKeys, VIEWS_PER_ADDRESS_AND_DAY, type VisitKeys, type Visitor } from './daily-visitor-keys.js';

/** The visitor of an API request, for the views a page counts. */
export const visitorOf = (req: Request): Visitor => ({ userId: req.currentUser?.id, ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });

/**
 * The one rule for counting a page's views (listings, topics, articles): once per visitor and day,
 * and at most VIEWS_PER_ADDRESS_AND_DAY from one signed-out address. A CTE named `seen` on the
 * parameters ($1 the page's id, $2 the visitor's key, $3 the address's key or null) that holds the
 * page's id when this visit counts. In one statement with the count's UPDATE, so that
 * concurrent views all count.
 */
const seenToday = (table: string, pageColumn: string): string =>
  `seen AS (INSERT INTO ${table} (${pageColumn}, visitor, address) SELECT $1, $2, $3 ` +
  `WHERE $3::bytea IS NULL OR (SELECT count(*) FROM ${table} WHERE ${pageColumn} = $1 AND address = $3) < ${VIEWS_PER_ADDRESS_AND_DAY} ` +
  `ON CONFLICT DO NOTHING RETURNING ${pageColumn})`;

/** Where a kind of page keeps today's keys, and what a counted view changes. */
export interface ViewsOf {
  /** The table of today's keys, and its column naming the page. */
  table: string;
  pageColumn: string;
  /** The hash key's purpose: a listing's keys tell nothing about a topic's. */
  purpose: string;
  /** The statement after the `seen` CTE (more CTEs may come first, after a comma): it counts the view, and may RETURN what the caller wants. */
  counted: string;
}

/** A kind of page whose views count by the one rule: listings, topics and articles each extend it. */
export abstract class DailyViews<Row> {
  private readonly keys: DailyVisitorKeys;
  private readonly countView: string;

  protected constructor(
    protected readonly dataSource: DataSource,
    secret: string,
    private readonly views: ViewsOf,
  ) {
    this.keys = new DailyVisitorKeys(secret, views.purpose);
    this.countView = `WITH ${seenToday(views.table, views.pageColumn)}${views.counted.startsWith(',') ? '' : ' '}${views.counted}`;
  }

  /** Today's keys of this visit; null for a crawler's, which counts nothing. */
  protected keysOf(visitor: Visitor): VisitKeys | null {
    return this.keys.of(visitor);
  }

  /** What the counting statement returned: no row when this visit did not count. */
  protected async count(pageId: number, keys: VisitKeys): Promise<Row[]> {
    const [rows]: [Row[], number] = await this.dataSource.query(this.countView, [pageId, keys.visitor, keys.address]);
    return rows;
  }

  /** Keys of a day that is over: they can count nothing any more. */
  async forgetOld(): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.views.table} WHERE seen_at < now() - interval '1 day'`);
  }
}
