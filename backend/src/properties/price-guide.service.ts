import { Injectable } from '@nestjs/common';
import { MIN_PRICE_COMPARABLES, type Commune, type PriceGuide, type PropertyType, type Purpose } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { PUBLIC_LISTING_SQL } from './listing-visibility.js';

/** Fewer listings than this say nothing reliable about a price. */
const MIN_SAMPLE = MIN_PRICE_COMPARABLES;

const MEDIAN = `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_dzd / p.area)::float8 AS median, count(*)::int AS sample
  FROM properties p
  WHERE ${PUBLIC_LISTING_SQL} AND p.area > 0 AND p.price_dzd > 0 AND p.property_type = $1 AND p.price_type = $2 AND ($3::varchar IS NULL OR p.commune = $3)
    AND ($4::int IS NULL OR p.id <> $4)`;

/** What public listings of a type and purpose ask per m², in a commune or, with too few there, in the whole wilaya. */
@Injectable()
export class PriceGuideService {
  constructor(private readonly dataSource: DataSource) {}

  async guide(propertyType: PropertyType, priceType: Purpose, commune: Commune | undefined): Promise<PriceGuide> {
    const scopes = commune
      ? ([
          ['commune', commune],
          ['wilaya', null],
        ] as const)
      : ([['wilaya', null]] as const);
    for (const [scope, where] of scopes) {
      const { median, sample } = await this.median(propertyType, priceType, where, null);
      if (sample >= MIN_SAMPLE && median !== null) return { medianPerSquareMetre: Math.round(median), sample, scope };
    }
    return { medianPerSquareMetre: null, sample: 0, scope: null };
  }

  /** The commune's median alone, without `exceptId` (a listing is not compared with itself); null below MIN_SAMPLE. */
  async communeMedian(propertyType: PropertyType, priceType: Purpose, commune: Commune, exceptId: number): Promise<{ median: number; sample: number } | null> {
    const { median, sample } = await this.median(propertyType, priceType, commune, exceptId);
    return sample >= MIN_SAMPLE && median !== null ? { median, sample } : null;
  }

  private async median(propertyType: PropertyType, priceType: Purpose, commune: Commune | null, exceptId: number | null): Promise<{ median: number | null; sample: number }> {
    const [row]: { median: number | null; sample: number }[] = await this.dataSource.query(MEDIAN, [propertyType, priceType, commune, exceptId]);
    return row;
  }
}
