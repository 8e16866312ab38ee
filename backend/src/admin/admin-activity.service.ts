import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { ACTIVITY_DAYS, type AdminActivity, type DailyFigures, type SystemHealth } from 'shared-contracts';
import { DataSource } from 'typeorm';

/** The backend's own version, as built (dist/admin and src/admin are both two folders under backend/). */
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const perDay = (table: string, column: string, where = 'true') =>
  `SELECT (${column} AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM ${table} WHERE ${column} >= now() - interval '${ACTIVITY_DAYS + 1} days' AND ${where} GROUP BY 1`;

const DAYS_SQL =
  `WITH days AS (SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ${ACTIVITY_DAYS - 1}, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day) ` +
  `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.n, 0) AS listings, coalesce(u.n, 0) AS users, coalesce(s.searches, 0) AS searches, coalesce(l.n, 0) AS leads FROM days d ` +
  `LEFT JOIN (${perDay('properties', 'created_at')}) p USING (day) ` +
  `LEFT JOIN (${perDay('users', 'created_at')}) u USING (day) ` +
  `LEFT JOIN search_days s USING (day) ` +
  `LEFT JOIN (${perDay('listing_events', 'at', `kind IN ('call', 'whatsapp')`)}) l USING (day) ORDER BY d.day`;

const STORAGE_SQL =
  'SELECT pg_database_size(current_database())::float8 AS "databaseBytes", ' +
  '((SELECT coalesce(sum(bytes), 0) FROM uploads) + (SELECT coalesce(sum(octet_length(content)), 0) FROM payment_receipts))::float8 AS "uploadsBytes"';

const QUEUE_SQL =
  `SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS "queueBacklog", ` +
  `count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day')::int AS "failedJobs" FROM pgboss.job`;

/** The overview's charts (90 days) and system panel, from the data and the running process. */
@Injectable()
export class AdminActivityService {
  constructor(private readonly dataSource: DataSource) {}

  async activity(): Promise<AdminActivity> {
    const [days, [storage], queue] = await Promise.all([
      this.dataSource.query<DailyFigures[]>(DAYS_SQL),
      this.dataSource.query<Pick<SystemHealth, 'databaseBytes' | 'uploadsBytes'>[]>(STORAGE_SQL),
      this.queue(),
    ]);
    return { days, system: { ...storage, ...queue, uptimeSeconds: Math.round(process.uptime()), version: VERSION } };
  }

  private async queue(): Promise<Pick<SystemHealth, 'queueBacklog' | 'failedJobs'>> {
    const [row] = await this.dataSource.query<Pick<SystemHealth, 'queueBacklog' | 'failedJobs'>[]>(QUEUE_SQL);
    return row;
  }
}
