import { Inject, Injectable } from '@nestjs/common';
import type { PropertyDetail } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { DailyVisitorKeys, VIEWS_PER_ADDRESS_AND_DAY, type Visitor } from '../common/http/daily-visitor-keys.js';
import { SESSION_SECRET } from '../session/session-secret.js';
import { propertyDetailJson, type JsonText } from './property-json.js';
import { TtlCache } from './search/ttl-cache.js';

// One statement, so that concurrent views all count; raw, so that updated_at stays the owner's.
// The view counts only if this visitor's key for today is new, and its address has not added its
// share to this listing today; it is logged for the owner's daily chart too (listing-analytics
// rolls the log up).
const COUNT_VIEW =
  'WITH seen AS (INSERT INTO property_views (property_id, visitor, address) SELECT $1, $2, $3 ' +
  `WHERE $3::bytea IS NULL OR (SELECT count(*) FROM property_views WHERE property_id = $1 AND address = $3) < ${VIEWS_PER_ADDRESS_AND_DAY} ` +
  'ON CONFLICT DO NOTHING RETURNING property_id), ' +
  `logged AS (INSERT INTO listing_events (property_id, kind) SELECT property_id, 'view' FROM seen) ` +
  `UPDATE properties p SET view_count = p.view_count + 1 FROM users u, seen WHERE p.id = seen.property_id AND u.id = p.user_id ` +
  `RETURNING ${propertyDetailJson('p', 'u')} AS body`;

/**
 * Counts a listing's views: one per visitor and day, from a keyed hash of the account (or of
 * the address and browser) and the date, kept a day (no session, no address stored), at most
 * VIEWS_PER_ADDRESS_AND_DAY from one signed-out address; never a crawler's. Its owner's own views are not offered (PropertyReadsService).
 */
@Injectable()
export class PropertyViews {
  private readonly keys: DailyVisitorKeys;
  /** Views counted lately (a key holds its day: tomorrow's differs), the oldest forgotten first. */
  private readonly recent = new TtlCache<JsonText<PropertyDetail> | null>({ ttlMs: 24 * 60 * 60 * 1000, maxEntries: 100_000 });

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SESSION_SECRET) secret: string,
  ) {
    this.keys = new DailyVisitorKeys(secret, 'property-views');
  }

  /**
   * The listing with its new count when this view counted; null when it did not. A visitor this
   * process has already counted today is not asked of the database again: a returning visitor's
   * reload costs no write (another instance's count still meets the table's unique key).
   */
  async record(id: number, visitor: Visitor): Promise<JsonText<PropertyDetail> | null> {
    const key = this.keys.of(visitor);
    if (!key) return null;
    let first = false;
    const counted = await this.recent.get(`${id} ${key.visitor.toString('base64')}`, async () => {
      first = true;
      const [rows]: [{ body: string }[], number] = await this.dataSource.query(COUNT_VIEW, [id, key.visitor, key.address]);
      return rows[0]?.body ?? null;
    });
    return first ? counted : null;
  }

  /** Views older than a day: their keys belong to a day that is over. */
  async forgetOld(): Promise<void> {
    await this.dataSource.query(`DELETE FROM property_views WHERE seen_at < now() - interval '1 day'`);
  }
}
