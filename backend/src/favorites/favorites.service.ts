import { ForbiddenException, Injectable } from '@nestjs/common';
import { MAX_FAVORITES, type FavoriteListing } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { ListingEventsService } from '../listing-analytics/listing-events.service.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { listingNotFound } from '../properties/property-reads.service.js';
import { propertyDetailJson } from '../properties/property-json.js';
import { iso, jsonArray, type JsonText } from '../common/sql/json-text.js';
import { lockAccount } from '../users/lock-account.js';

// What changed since it was saved, for the Favorites tab's notice.
const NOTICE =
  `CASE WHEN p.status IN ('sold', 'rented') THEN p.status WHEN NOT (${PUBLIC_LISTING_SQL}) THEN 'unavailable' ` + `WHEN p.price_dzd < f.saved_price_dzd THEN 'price-dropped' END`;

const PAGE =
  `SELECT json_build_object('property', ${propertyDetailJson('p', 'u')}::json, 'savedAt', ${iso('f.created_at')}, ` +
  `'savedPriceDzd', f.saved_price_dzd::text, 'notice', ${NOTICE})::text AS body ` +
  'FROM favorites f JOIN properties p ON p.id = f.property_id JOIN users u ON u.id = p.user_id ' +
  'WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.property_id DESC LIMIT $2 OFFSET $3';

// Only a public listing can be newly saved; saving again keeps the first price.
const SAVE =
  `INSERT INTO favorites (user_id, property_id, saved_price_dzd) SELECT $1, p.id, p.price_dzd FROM properties p ` +
  `WHERE p.id = ANY($2::int[]) AND ${PUBLIC_LISTING_SQL} ON CONFLICT DO NOTHING RETURNING property_id`;

const limitReached = (): ForbiddenException =>
  new ForbiddenException({ code: 'FAVORITES_LIMIT_REACHED', message: `An account keeps at most ${MAX_FAVORITES} saved listings.`, limit: MAX_FAVORITES });

/** Saved listings of signed-in users: on the server, so every device of the account has them. */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: ListingEventsService,
  ) {}

  async page(userId: number, limit: number, offset: number): Promise<{ items: JsonText<FavoriteListing[]>; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: string }[]>(PAGE, [userId, limit, offset]),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM favorites WHERE user_id = $1', [userId]),
    ]);
    return { items: jsonArray(rows), total };
  }

  async ids(userId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query('SELECT property_id AS id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC', [userId]);
    return rows.map((row) => row.id);
  }

  /** Idempotent; 404 for a listing that is not public (unless already saved); each new save is a lead for the owner. */
  async save(userId: number, propertyId: number): Promise<void> {
    const { added, saved } = await this.add(userId, [propertyId], 'all-or-refuse');
    if (added.length === 0 && !saved.includes(propertyId)) throw listingNotFound(propertyId);
  }

  async remove(userId: number, propertyId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM favorites WHERE user_id = $1 AND property_id = $2', [userId, propertyId]);
  }

  /**
   * The browser's favourites into the account at sign-in: listings gone since are passed by, and
   * past the limit the rest is left out; answers all the account now has.
   */
  async merge(userId: number, ids: number[]): Promise<number[]> {
    await this.add(userId, [...new Set(ids)], 'as-many-as-fit');
    return this.ids(userId);
  }

  /** Under the account's row lock, so that two saves cannot both take the last place. */
  private async add(userId: number, ids: number[], overflow: 'all-or-refuse' | 'as-many-as-fit'): Promise<{ added: number[]; saved: number[] }> {
    const result = await this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, userId);
      const saved = (await manager.query<{ id: number }[]>('SELECT property_id AS id FROM favorites WHERE user_id = $1', [userId])).map((row) => row.id);
      const fresh = ids.filter((id) => !saved.includes(id));
      const room = MAX_FAVORITES - saved.length;
      if (fresh.length > room && overflow === 'all-or-refuse') throw limitReached();
      const rows: { property_id: number }[] = await manager.query(SAVE, [userId, fresh.slice(0, Math.max(room, 0))]);
      return { added: rows.map((row) => row.property_id), saved };
    });
    await this.events.record(result.added.map((propertyId) => ({ propertyId, kind: 'save' as const })));
    return result;
  }
}
