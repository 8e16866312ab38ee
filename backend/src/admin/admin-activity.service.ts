import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { ACTIVITY_DAYS, type AdminActivity } from 'shared-contracts';
import { sql, type Expression } from 'kysely';
import { DataSource } from 'typeorm';
import { countAs, db, rowOf, rowsOf } from '../common/sql/kysely.js';

/** The backend's own version, as built (dist/admin and src/admin are both two folders under backend/). */
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** pg-boss's own table (not the product's schema): the columns the system panel reads. */
interface PgBossJob {
  state: string;
  completed_on: Date | null;
}

const today = sql<Date>`(now() AT TIME ZONE 'UTC')::date`;
const dayOf = (at: Expression<Date>) => sql<Date>`(${at} AT TIME ZONE 'UTC')::date`;
const since = sql<Date>`now() - interval ${sql.lit(`${ACTIVITY_DAYS + 1} days`)}`;
const n = countAs('n');

const newListings = db
  .selectFrom('properties')
  .select((eb) => [dayOf(eb.ref('created_at')).as('day'), n])
  .where('created_at', '>=', since)
  .groupBy(sql`1`);
const newUsers = db
  .selectFrom('users')
  .select((eb) => [dayOf(eb.ref('created_at')).as('day'), n])
  .where('created_at', '>=', since)
  .groupBy(sql`1`);
const leads = db
  .selectFrom('listing_events')
  .select((eb) => [dayOf(eb.ref('at')).as('day'), n])
  .where('at', '>=', since)
  .where('kind', 'in', ['call', 'whatsapp'])
  .groupBy(sql`1`);

const DAYS = db
  .with('days', (qb) => qb.selectNoFrom(sql<Date>`generate_series(${today} - ${sql.lit(ACTIVITY_DAYS - 1)}, ${today}, interval '1 day')::date`.as('day')))
  .selectFrom('days as d')
  .leftJoin(newListings.as('p'), 'p.day', 'd.day')
  .leftJoin(newUsers.as('u'), 'u.day', 'd.day')
  .leftJoin('search_days as s', 's.day', 'd.day')
  .leftJoin(leads.as('l'), 'l.day', 'd.day')
  .select((eb) => [
    sql<string>`to_char(${eb.ref('d.day')}, 'YYYY-MM-DD')`.as('day'),
    eb.fn.coalesce('p.n', eb.lit(0)).as('listings'),
    eb.fn.coalesce('u.n', eb.lit(0)).as('users'),
    eb.fn.coalesce('s.searches', eb.lit(0)).as('searches'),
    eb.fn.coalesce('l.n', eb.lit(0)).as('leads'),
  ])
  .orderBy('d.day');

const uploadsBytes = db.selectFrom('uploads').select((eb) => eb.fn.coalesce(eb.fn.sum('bytes'), eb.lit(0)).as('bytes'));
const receiptsBytes = db.selectFrom('payment_receipts').select((eb) => eb.fn.coalesce(eb.fn.sum(eb.fn('octet_length', ['content'])), eb.lit(0)).as('bytes'));

// The database's size is PostgreSQL's own figure (administration, not a table of the product).
const STORAGE = db.selectNoFrom([
  sql<number>`pg_database_size(current_database())::float8`.as('databaseBytes'),
  sql<number>`(${uploadsBytes} + ${receiptsBytes})::float8`.as('uploadsBytes'),
]);

const QUEUE = db
  .withTables<{ 'pgboss.job': PgBossJob }>()
  .selectFrom('pgboss.job')
  .select((eb) => [
    eb.cast<number>(eb.fn.countAll().filterWhere('state', 'in', ['created', 'retry']), 'integer').as('queueBacklog'),
    eb
      .cast<number>(
        eb.fn.countAll().filterWhere((when) => when.and([when('state', '=', 'failed'), when('completed_on', '>', sql<Date>`now() - interval '1 day'`)])),
        'integer',
      )
      .as('failedJobs'),
  ]);

/** The overview's charts (90 days) and system panel, from the data and the running process. */
@Injectable()
export class AdminActivityService {
  constructor(private readonly dataSource: DataSource) {}

  async activity(): Promise<AdminActivity> {
    const [days, storage, queue] = await Promise.all([rowsOf(this.dataSource, DAYS), rowOf(this.dataSource, STORAGE), rowOf(this.dataSource, QUEUE)]);
    return { days, system: { ...storage, ...queue, uptimeSeconds: Math.round(process.uptime()), version: VERSION } };
  }
}
