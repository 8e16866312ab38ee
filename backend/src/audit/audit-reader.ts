import { Injectable } from '@nestjs/common';
import type { AuditEntry } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { containsPattern } from '../common/sql/like.js';
import { iso } from '../common/sql/json-text.js';

// The id as a number, as AuditEntry says: a bigserial reaches Node as text, and 2^53 entries is far off.
const ENTRY = `id::float8 AS id, json_build_object('id', actor_id, 'name', actor_name) AS actor, action, target_type AS "targetType", target_id AS "targetId",
  before, after, address, ${iso('created_at')} AS "createdAt"`;
const MATCHES = `($1::text IS NULL OR action ILIKE $1 OR actor_name ILIKE $1 OR target_type || ' ' || coalesce(target_id, '') ILIKE $1)`;

/** The audit log as the back-office reads it: newest first, searched in the action, the actor and the target. */
@Injectable()
export class AuditReader {
  constructor(private readonly dataSource: DataSource) {}

  async page(search: string | undefined, limit: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
    const q = search?.trim() ? containsPattern(search.trim()) : null;
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query<AuditEntry[]>(`SELECT ${ENTRY} FROM audit_log WHERE ${MATCHES} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [q, limit, offset]),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_log WHERE ${MATCHES}`, [q]),
    ]);
    return { items, total };
  }
}
