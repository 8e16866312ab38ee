import { ForbiddenException, Injectable } from '@nestjs/common';
import { MAX_FAVORITES, type FavoriteListing } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { ListingEventsService } from '../listing-analytics/listing-events.service.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { listingNotFound } from '../properties/property-reads.service.js';
import { propertyDetailJson } from '../properties/property-json.js';
import { iso, jsonArray, type JsonText } from '../common/sql/json-text.js';
import { db, fragment, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { lockAccount } from '../users/lock-account.js';

// What changed since it was saved, for the Favorites tab's notice.
const NOTICE =
  `CASE WHEN p.status IN ('sold', 'rented') THEN p.status WHEN NOT (${PUBLIC_LISTING_SQL}) THEN 'unavailable' ` + `WHEN p.price_dzd < f.saved_price_dzd THEN 'price-dropped' END`;

/** A favorites row (alias f) with its listing (p) and owner (u), as FavoriteListing's JSON text. */
const FAVORITE_JSON =
  `json_build_object('property', ${propertyDetailJson('p', 'u')}::json, 'savedAt', ${iso('f.created_at')}, ` +
  `'savedPriceDzd', f.saved_price_dzd::text, 'notice', ${NOTICE})::text`;

/** Only a public listing can be newly saved; saving again keeps the first price. */
const save = (userId: number, ids: number[]) =>
  db
    .insertInto('favorites')
    .columns(['user_id', 'property_id', 'saved_price_dzd'])
    .expression(
      db
        .selectFrom('properties as p')
        .select([sql<number>`${userId}::int`.as('user_id'), 'p.id', 'p.price_dzd'])
        .where(sql<boolean>`p.id = ANY(${ids}::int[])`)
        .where(fragment<boolean>(PUBLIC_LISTING_SQL)),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('property_id');

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
    const saved = db.selectFrom('favorites as f').where('f.user_id', '=', userId);
    const [rows, counted] = await Promise.all([
      rowsOf(
        this.dataSource,
        saved
          .innerJoin('properties as p', 'p.id', 'f.property_id')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select(fragment<string>(FAVORITE_JSON).as('body'))
          .orderBy('f.created_at', 'desc')
          .orderBy('f.property_id', 'desc')
          .limit(limit)
          .offset(offset),
      ),
      rowOf(this.dataSource, saved.select(total())),
    ]);
    return { items: jsonArray(rows), total: counted.total };
  }

  async ids(userId: number): Promise<number[]> {
    const rows = await rowsOf(this.dataSource, db.selectFrom('favorites').where('user_id', '=', userId).select('property_id as id').orderBy('created_at', 'desc'));
    return rows.map((row) => row.id);
  }

  /** Idempotent; 404 for a listing that is not public (unless already saved); each new save is a lead for the owner. */
  async save(userId: number, propertyId: number): Promise<void> {
    const { added, saved } = await this.add(userId, [propertyId], 'all-or-refuse');
    if (added.length === 0 && !saved.includes(propertyId)) throw listingNotFound(propertyId);
  }

  async remove(userId: number, propertyId: number): Promise<void> {
    await rowsOf(this.dataSource, db.deleteFrom('favorites').where('user_id', '=', userId).where('property_id', '=', propertyId));
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
      const saved = (await rowsOf(manager, db.selectFrom('favorites').where('user_id', '=', userId).select('property_id as id'))).map((row) => row.id);
      const fresh = ids.filter((id) => !saved.includes(id));
      const room = MAX_FAVORITES - saved.length;
      if (fresh.length > room && overflow === 'all-or-refuse') throw limitReached();
      const rows = await rowsOf(manager, save(userId, fresh.slice(0, Math.max(room, 0))));
      return { added: rows.map((row) => row.property_id), saved };
    });
    await this.events.record(result.added.map((propertyId) => ({ propertyId, kind: 'save' as const })));
    return result;
  }
}
