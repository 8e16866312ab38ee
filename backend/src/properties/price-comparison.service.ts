import { Injectable } from '@nestjs/common';
import type { Commune, PriceComparison, PropertyType, Purpose } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { PUBLIC_LISTING_SQL } from './listing-visibility.js';
import { managesListings } from './plan-rules.js';
import { PriceGuideService } from './price-guide.service.js';
import { pricePosition } from './price-position.js';
import { listingNotFound } from './property-reads.service.js';

interface Row {
  userId: number;
  isPublic: boolean;
  propertyType: PropertyType;
  priceType: Purpose;
  commune: Commune | null;
  area: number | null;
  priceDzd: number;
}

const LISTING = `SELECT p.user_id AS "userId", (${PUBLIC_LISTING_SQL}) AS "isPublic", p.property_type AS "propertyType", p.price_type AS "priceType",
  p.commune, p.area::float8 AS area, p.price_dzd::float8 AS "priceDzd" FROM properties p WHERE p.id = $1`;

/** A listing's price per m² against its commune's median for its type and purpose (PriceGuideService's median, itself left out). */
@Injectable()
export class PriceComparisonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly prices: PriceGuideService,
  ) {}

  /** Seen by whoever may see the listing (its page's rule); `isPublic` says whether anyone may cache it. */
  async compare(id: number, viewer: UserEntity | undefined): Promise<{ body: PriceComparison; isPublic: boolean }> {
    const [row]: Row[] = await this.dataSource.query(LISTING, [id]);
    const mine = row !== undefined && viewer !== undefined && (row.userId === viewer.id || managesListings(viewer));
    if (!row || (!row.isPublic && !mine)) throw listingNotFound(id);
    return { body: { comparison: await this.comparison(id, row) }, isPublic: row.isPublic };
  }

  private async comparison(id: number, { commune, area, priceDzd, propertyType, priceType }: Row): Promise<PriceComparison['comparison']> {
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
