import { Injectable } from '@nestjs/common';
import type { SiteFigures } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { LISTED_ADVISOR_SQL } from '../advisors/advisor-sql.js';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { countAs, db, fragment, rowOf } from '../common/sql/kysely.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';

const count = countAs('n');

const FIGURES = db
  .selectNoFrom((eb) => [
    eb.selectFrom('properties as p').select(count).where(fragment<boolean>(PUBLIC_LISTING_SQL)).as('listings'),
    eb.selectFrom('users').select(count).where('is_active', '=', true).as('users'),
    eb
      .selectFrom('properties as p')
      .select(sql<number>`count(DISTINCT p.commune)::int`.as('n'))
      .where(fragment<boolean>(PUBLIC_LISTING_SQL))
      .as('communes'),
    eb.selectFrom('legal_advisors as a').select(count).where(fragment<boolean>(LISTED_ADVISOR_SQL)).as('advisors'),
    // A count answers a row: no figure is null.
  ])
  .$narrowType<SiteFigures>();

/** How long figures are reused: four counts are cheap, but not on every visit of a busy page. */
const FRESH_MS = 60_000;

@Injectable()
export class SiteFiguresService {
  private readonly cache = new FreshCache<SiteFigures>({ ttlMs: FRESH_MS, maxEntries: 1 });

  constructor(private readonly dataSource: DataSource) {}

  figures(): Promise<SiteFigures> {
    return this.cache.get('figures', () => rowOf(this.dataSource, FIGURES));
  }
}
