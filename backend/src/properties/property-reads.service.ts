import { Injectable, NotFoundException } from '@nestjs/common';
import type { Coordinates, ListingPlacement, PropertyDetail } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserRow } from '../users/user-row.js';
import { mayRead, PUBLIC_LISTING_SQL } from './listing-visibility.js';
import { managesListings } from './plan-rules.js';
import { propertyDetailJson } from './property-json.js';
import type { JsonText } from '../common/sql/json-text.js';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { PropertySearchService } from './property-search.service.js';
import { PropertyViews } from './property-views.js';
import { FreshCache } from '../common/cache/fresh-cache.js';

const listingDetail = (id: number) =>
  db
    .selectFrom('properties as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id as userId', fragment<boolean>(`(${PUBLIC_LISTING_SQL})`).as('isPublic'), fragment<JsonText<PropertyDetail>>(propertyDetailJson('p', 'u')).as('body')])
    .where('p.id', '=', id);

const listingPlacement = (id: number) =>
  db
    .selectFrom('properties')
    .select(['user_id as userId', 'coordinates', 'location_exact as exact'])
    .where('id', '=', id)
    // A literal type: an interface has no index signature, which narrowing Json needs.
    .$castTo<{ userId: number; coordinates: Coordinates | null; exact: boolean }>();

/** The same 404 for a listing that does not exist and one its caller may not see. */
export const listingNotFound = (id: number): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: `No listing has the id ${id}.` });

export interface ListingRead<T = PropertyDetail> {
  body: JsonText<T>;
  /** Anyone may see it (so anyone may cache it): false for an owner's or admin's view of a hidden one. */
  isPublic: boolean;
}

/** One listing for its page: public when active, else only for its owner and admins. */
@Injectable()
export class PropertyReadsService {
  /** Listings read in the last second: a listing everyone opens at once is read once. */
  private readonly rows = new FreshCache<(ListingRead & { userId: number }) | undefined>({ ttlMs: 1_000, maxEntries: 500 });

  constructor(
    private readonly dataSource: DataSource,
    private readonly views: PropertyViews,
    private readonly search: PropertySearchService,
  ) {}

  /** A public listing seen by anyone but its owner counts a view (PropertyViews). */
  async detail(id: number, viewer: UserRow | undefined, visitor: Visitor): Promise<ListingRead> {
    // Any write of this process changes the version: nobody reads a listing as it was before.
    const key = `${this.search.version} ${id}`;
    const row = await this.rows.get(key, async () => (await rowsOf(this.dataSource, listingDetail(id)))[0]);
    // An inactive listing's existence is its owner's business.
    if (!row || !mayRead(row, viewer)) throw listingNotFound(id);
    if (!row.isPublic) return { body: row.body, isPublic: false };
    const counted = row.userId === viewer?.id ? null : await this.views.record(id, visitor);
    // The count went up: the next reader, a reload included, sees it.
    if (counted) this.rows.delete(key);
    return { body: counted ?? row.body, isPublic: true };
  }

  /**
   * The point as its owner placed it, for the editor: an approximate listing's exact point is
   * its owner's alone (and the staff's who manage listings); anyone else gets the 404 of a missing listing.
   */
  async placement(id: number, viewer: UserRow): Promise<ListingPlacement> {
    const [row] = await rowsOf(this.dataSource, listingPlacement(id));
    if (!row || (row.userId !== viewer.id && !managesListings(viewer))) throw listingNotFound(id);
    return { coordinates: row.coordinates, exact: row.exact };
  }
}
