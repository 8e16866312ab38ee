import { Inject, Injectable } from '@nestjs/common';
import type { PropertyDetail } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { DailyViews } from '../common/http/daily-views.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { SESSION_SECRET } from '../session/session-secret.js';
import { propertyDetailJson } from './property-json.js';
import type { JsonText } from '../common/sql/json-text.js';
import { FreshCache } from '../common/cache/fresh-cache.js';

// Raw, so that updated_at stays the owner's. A counted view is logged for the owner's daily chart
// too (listing-analytics rolls the log up).
const COUNTED =
  `, logged AS (INSERT INTO listing_events (property_id, kind) SELECT property_id, 'view' FROM seen) ` +
  `UPDATE properties p SET view_count = p.view_count + 1 FROM users u, seen WHERE p.id = seen.property_id AND u.id = p.user_id ` +
  `RETURNING ${propertyDetailJson('p', 'u')} AS body`;

/**
 * Counts a listing's views: one per visitor and day, from a keyed hash of the account (or of
 * the address and browser) and the date, kept a day (no session, no address stored), at most
 * VIEWS_PER_ADDRESS_AND_DAY from one signed-out address; never a crawler's. Its owner's own views are not offered (PropertyReadsService).
 */
@Injectable()
export class PropertyViews extends DailyViews<{ body: JsonText<PropertyDetail> }> {
  /** Views counted lately (a key holds its day: tomorrow's differs), the oldest forgotten first. */
  private readonly recent = new FreshCache<JsonText<PropertyDetail> | null>({ ttlMs: 24 * 60 * 60 * 1000, maxEntries: 100_000 });

  constructor(dataSource: DataSource, @Inject(SESSION_SECRET) secret: string) {
    super(dataSource, secret, { table: 'property_views', pageColumn: 'property_id', purpose: 'property-views', counted: COUNTED });
  }

  /**
   * The listing with its new count when this view counted; null when it did not. A visitor this
   * process has already counted today is not asked of the database again: a returning visitor's
   * reload costs no write (another instance's count still meets the table's unique key).
   */
  async record(id: number, visitor: Visitor): Promise<JsonText<PropertyDetail> | null> {
    const keys = this.keysOf(visitor);
    if (!keys) return null;
    let first = false;
    const counted = await this.recent.get(`${id} ${keys.visitor.toString('base64')}`, async () => {
      first = true;
      const [row] = await this.count(id, keys);
      return row?.body ?? null;
    });
    return first ? counted : null;
  }
}
