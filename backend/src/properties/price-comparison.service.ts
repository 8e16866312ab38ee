import { Injectable } from '@nestjs/common';
import type { Commune, PriceComparison, PropertyType, Purpose } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import type { UserRow } from '../users/user-row.js';
import { PUBLIC_LISTING_SQL } from './listing-visibility.js';
import { managesListings } from './plan-rules.js';
import { PriceGuideService } from './price-guide.service.js';
import { pricePosition } from './price-position.js';
import { listingNotFound } from './property-reads.service.js';

/** What the comparison needs of a listing: where, what, and its price and area as numbers. */
interface Priced {
  propertyType: PropertyType;
  priceType: Purpose;
  commune: Commune | null;
  area: number | null;
  priceDzd: number;
}

const listing = (id: number) =>
  db
    .selectFrom('properties as p')
    .select([
      'p.user_id as userId',
      fragment<boolean>(`(${PUBLIC_LISTING_SQL})`).as('isPublic'),
      'p.property_type as propertyType',
      'p.price_type as priceType',
      'p.commune',
      sql<number | null>`p.area::float8`.as('area'),
      sql<number>`p.price_dzd::float8`.as('priceDzd'),
    ])
    .where('p.id', '=', id)
    // The columns hold what the listing form allows (its checks on write).
    .$narrowType<{ propertyType: PropertyType; priceType: Purpose; commune: Commune | null }>();

/** A listing's price per m² against its commune's median for its type and purpose (PriceGuideService's median, itself left out). */
@Injectable()
export class PriceComparisonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly prices: PriceGuideService,
  ) {}

  /** Seen by whoever may see the listing (its page's rule); `isPublic` says whether anyone may cache it. */
  async compare(id: number, viewer: UserRow | undefined): Promise<{ body: PriceComparison; isPublic: boolean }> {
    const [row] = await rowsOf(this.dataSource, listing(id));
    const mine = row !== undefined && viewer !== undefined && (row.userId === viewer.id || managesListings(viewer));
    if (!row || (!row.isPublic && !mine)) throw listingNotFound(id);
    return { body: { comparison: await this.comparison(id, row) }, isPublic: row.isPublic };
  }

  private async comparison(id: number, { commune, area, priceDzd, propertyType, priceType }: Priced): Promise<PriceComparison['comparison']> {
    if (!commune || !area || area <= 0 || priceDzd <= 0) return null;
    const median = await this.prices.communeMedian(propertyType, priceType, commune, id);
    if (!median) return null;
    const pricePerSquareMetre = priceDzd / area;
    return {
      pricePerSquareMetre: Math.round(pricePerSquareMetre),
      medianPerSquareMetre: Math.round(median.median),
      ...pricePosition(pricePerSquareMetre, median.median),
      sample: median.sample,
      commune,
      propertyType,
      priceType,
    };
  }
}
