import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Statement } from '../property-search.service.js';

/**
 * Runs a search statement as a named prepared statement: each connection parses it once, and after
 * a few runs PostgreSQL keeps one plan for it (plan_cache_mode auto) instead of planning every
 * request — planning was a third of a long-tail search's database time. Only for searches without
 * a keyword: one plan cannot fit both a rare word (the trigram index) and a common one (the sort's).
 */
export async function runPrepared<T>(dataSource: DataSource, { sql, params }: Statement): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const { rows } = await pool.query<T & object>({ name: statementName(sql), text: sql, values: params });
  return rows;
}

/** The same text, the same name on every connection: a statement is prepared once per connection. */
const statementName = (sql: string): string => `search_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
