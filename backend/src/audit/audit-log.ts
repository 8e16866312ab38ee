import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { currentRequest } from '../common/http/request-context.js';

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
    await manager.query('INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, before, after, address) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      actor?.id ?? null,
      actor ? `${actor.username} <${actor.email}>` : 'system',
      action,
      targetType,
      targetId === null ? null : String(targetId),
      before === undefined ? null : JSON.stringify(before),
      after === undefined ? null : JSON.stringify(after),
      req?.ip ?? null,
    ]);
  }
}
