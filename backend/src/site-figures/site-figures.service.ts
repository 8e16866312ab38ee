import { Injectable } from '@nestjs/common';
import type { SiteFigures } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { LISTED_ADVISOR_SQL } from '../advisors/advisor-sql.js';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';

const FIGURES = `SELECT
  (SELECT count(*)::int FROM properties p WHERE ${PUBLIC_LISTING_SQL}) AS listings,
  (SELECT count(*)::int FROM users WHERE is_active) AS users,
  (SELECT count(DISTINCT commune)::int FROM properties p WHERE ${PUBLIC_LISTING_SQL}) AS communes,
  (SELECT count(*)::int FROM legal_advisors a WHERE ${LISTED_ADVISOR_SQL}) AS advisors`;

/** How long figures are reused: four counts are cheap, but not on every visit of a busy page. */
const FRESH_MS = 60_000;

@Injectable()
export class SiteFiguresService {
  private readonly cache = new FreshCache<SiteFigures>({ ttlMs: FRESH_MS, maxEntries: 1 });

  constructor(private readonly dataSource: DataSource) {}

  figures(): Promise<SiteFigures> {
    return this.cache.get('figures', () => this.dataSource.query<SiteFigures[]>(FIGURES).then(([row]) => row));
  }
}
