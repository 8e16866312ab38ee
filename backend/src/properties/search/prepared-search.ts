import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pg-pool.js';
import type { Statement } from '../property-search.service.js';

/**
 * Runs a statement as a named prepared statement: each connection parses it once, and after a few
 * runs PostgreSQL keeps one plan for it (plan_cache_mode auto) instead of planning every request.
 */
export async function runPrepared<T>(dataSource: DataSource, { sql, params }: Statement): Promise<T[]> {
  const { rows } = await pgPool(dataSource).query<T & object>({ name: statementName(sql), text: sql, values: params });
  return rows;
}

/** Name by text, hashed once per statement: a statement is prepared once per connection. */
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) names.set(sql, (name = `search_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`));
  return name;
}
