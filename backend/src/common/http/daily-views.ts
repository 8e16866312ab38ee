import type { Request } from 'express';
import { sql } from 'kysely';
import type { DataSource } from 'typeorm';
import type { DB } from '../../database/schema.js';
import { db, fragment, rowsOf } from '../sql/kysely.js';
import { DailyVisitorKeys, VIEWS_PER_ADDRESS_AND_DAY, type VisitKeys, type Visitor } from './daily-visitor-keys.js';

/** The visitor of an API request, for the views a page counts. */
export const visitorOf = (req: Request): Visitor => ({ userId: req.currentUser?.id, ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });

/** The tables of today's keys: a page's column beside the visitor's key, the address's and when. */
type KeysTable = { [T in keyof DB]: DB[T] extends { visitor: Buffer; address: Buffer | null; seen_at: unknown } ? T : never }[keyof DB];

/** Where a kind of page keeps today's keys, and what a counted view changes. */
export interface ViewsOf {
  /** The table of today's keys, and its column naming the page. */
  table: KeysTable;
  pageColumn: string;
  /** The hash key's purpose: a listing's keys tell nothing about a topic's. */
  purpose: string;
  /**
   * The statement after the `seen` CTE (more CTEs may come first, after a comma): it counts the
   * view, and may RETURN what the caller wants. Constant text: it takes no parameter.
   */
  counted: string;
}

/** A kind of page whose views count by the one rule: listings, topics and articles each extend it. */
export abstract class DailyViews<Row> {
  private readonly keys: DailyVisitorKeys;

  protected constructor(
    protected readonly dataSource: DataSource,
    secret: string,
    private readonly views: ViewsOf,
  ) {
    this.keys = new DailyVisitorKeys(secret, views.purpose);
  }

  /** Today's keys of this visit; null for a crawler's, which counts nothing. */
  protected keysOf(visitor: Visitor): VisitKeys | null {
    return this.keys.of(visitor);
  }

  /**
   * The one rule for counting a page's views (listings, topics, articles): once per visitor and
   * day, and at most VIEWS_PER_ADDRESS_AND_DAY from one signed-out address. The CTE `seen` holds
   * the page's id when this visit counts; in one statement with the count's UPDATE, so that
   * concurrent views all count. What that statement returned: no row when this visit did not count.
   */
  protected async count(pageId: number, { visitor, address }: VisitKeys): Promise<Row[]> {
    const { table, pageColumn, counted } = this.views;
    const keys = sql.table(table);
    const page = sql.ref(pageColumn);
    const capped = address === null ? sql`` : sql`WHERE (SELECT count(*) FROM ${keys} WHERE ${page} = ${pageId} AND address = ${address}) < ${sql.lit(VIEWS_PER_ADDRESS_AND_DAY)}`;
    const seen = sql`INSERT INTO ${keys} (${page}, visitor, address) SELECT ${pageId}, ${visitor}, ${address} ${capped} ON CONFLICT DO NOTHING RETURNING ${page}`;
    // Built with Kysely's sql tag (a subclass's statement follows the CTE), run here: an UPDATE answers [rows, count].
    const query = sql<Row>`WITH seen AS (${seen})${counted.startsWith(',') ? sql`` : sql` `}${fragment(counted)}`.compile(db);
    const [rows]: [Row[], number] = await this.dataSource.query(query.sql, [...query.parameters]);
    return rows;
  }

  /** Keys of a day that is over: they can count nothing any more. */
  async forgetOld(): Promise<void> {
    await rowsOf(this.dataSource, db.deleteFrom(this.views.table).where('seen_at', '<', sql<Date>`now() - interval '1 day'`));
  }
}
