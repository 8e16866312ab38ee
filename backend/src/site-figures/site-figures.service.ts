import { Injectable } from '@nestjs/common';
import type { SiteFigures } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { LISTED_ADVISOR_SQL } from '../advisors/advisor-sql.js';

const FIGURES = `SELECT
  (SELECT count(*)::int FROM properties WHERE status = 'active') AS listings,
  (SELECT count(*)::int FROM users WHERE is_active) AS users,
  (SELECT count(DISTINCT commune)::int FROM properties WHERE status = 'active') AS communes,
  (SELECT count(*)::int FROM legal_advisors a WHERE ${LISTED_ADVISOR_SQL}) AS advisors`;

/** How long figures are reused: four counts are cheap, but not on every visit of a busy page. */
const FRESH_MS = 60_000;

@Injectable()
export class SiteFiguresService {
  private cached: { figures: Promise<SiteFigures>; at: number } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  figures(): Promise<SiteFigures> {
    if (!this.cached || Date.now() - this.cached.at > FRESH_MS) {
      const figures = this.dataSource.query(FIGURES).then(([row]: SiteFigures[]) => row);
      this.cached = { figures, at: Date.now() };
      figures.catch(() => (this.cached = null)); // a failure is not kept for a minute
    }
    return this.cached.figures;
  }
}
