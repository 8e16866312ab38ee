import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { currentRequest } from '../common/http/request-context.js';
import { db, rowsOf } from '../common/sql/kysely.js';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: number | string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Every back-office write, recorded by the server: who (the signed-in account of the request),
 * from which address, what, and the target's state before and after. Insert-only.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly dataSource: DataSource) {}

  /** In the write's own transaction when given, so that a write and its record stand or fall together. */
  async record({ action, targetType, targetId, before, after }: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const req = currentRequest();
    const actor = req?.currentUser;
    await rowsOf(
      manager,
      db.insertInto('audit_log').values({
        actor_id: actor?.id ?? null,
        actor_name: actor ? `${actor.username} <${actor.email}>` : 'system',
        action,
        target_type: targetType,
        target_id: targetId === null ? null : String(targetId),
        before: before === undefined ? null : JSON.stringify(before),
        after: after === undefined ? null : JSON.stringify(after),
        address: req?.ip ?? null,
      }),
    );
  }
}
