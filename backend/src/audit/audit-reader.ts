import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { AuditEntry } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, fragment, pageOf, total } from '../common/sql/kysely.js';
import { containsPattern } from '../common/sql/like.js';
import { iso } from '../common/sql/json-text.js';

// The id as a number, as AuditEntry says: a bigserial reaches Node as text, and 2^53 entries is far off.
const ENTRY_JSON = `json_build_object('id', id::float8, 'actor', json_build_object('id', actor_id, 'name', actor_name), 'action', action, 'targetType', target_type,
  'targetId', target_id, 'before', before, 'after', after, 'address', address, 'createdAt', ${iso('created_at')})`;

/** The audit log as the back-office reads it: newest first, searched in the action, the actor and the target. */
@Injectable()
export class AuditReader {
  constructor(private readonly dataSource: DataSource) {}

  async page(search: string | undefined, limit: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
    let entries = db.selectFrom('audit_log');
    const words = search?.trim();
    if (words) {
      const pattern = containsPattern(words);
      entries = entries.where((row) =>
        row.or([row('action', 'ilike', pattern), row('actor_name', 'ilike', pattern), row(sql<string>`target_type || ' ' || coalesce(target_id, '')`, 'ilike', pattern)]),
      );
    }
    return pageOf(
      this.dataSource,
      entries.select(fragment<AuditEntry>(ENTRY_JSON).as('body')).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
      entries.select(total()),
    );
  }
}
