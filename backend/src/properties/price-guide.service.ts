import { Injectable } from '@nestjs/common';
import { MIN_PRICE_COMPARABLES, type Commune, type PriceGuide, type PropertyType, type Purpose } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { countAs, db, fragment, rowOf } from '../common/sql/kysely.js';
import { PUBLIC_LISTING_SQL } from './listing-visibility.js';

/** Fewer listings than this say nothing reliable about a price. */
const MIN_SAMPLE = MIN_PRICE_COMPARABLES;

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
    let priced = db
      .selectFrom('properties as p')
      .where(fragment<boolean>(PUBLIC_LISTING_SQL))
      // Numeric columns compare with numeric text, as the driver hands them over.
      .where('p.area', '>', '0')
      .where('p.price_dzd', '>', '0')
      .where('p.property_type', '=', propertyType)
      .where('p.price_type', '=', priceType);
    if (commune !== null) priced = priced.where('p.commune', '=', commune);
    if (exceptId !== null) priced = priced.where('p.id', '<>', exceptId);
    return rowOf(this.dataSource, priced.select([sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_dzd / p.area)::float8`.as('median'), countAs('sample')]));
  }
}
