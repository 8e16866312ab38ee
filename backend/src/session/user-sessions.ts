import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { SESSION_TABLE } from './session-table.js';

/** The sessions whose passport data names the user (the serializer stores the id only; the migration indexes this expression). */
const deletingSessionsOf = (userId: number) => db.deleteFrom(SESSION_TABLE).where(sql<string>`(${sql.ref('sess')} -> 'passport' ->> 'user')`, '=', String(userId));

@Injectable()
export class UserSessions {
  constructor(private readonly dataSource: DataSource) {}

  /** Signs a user out everywhere at once. */
  async endAllOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await rowsOf(manager, deletingSessionsOf(userId));
  }

  /** Signs a user out of every other device: all their sessions but `keepSid`, the one asking. */
  async endOthersOf(userId: number, keepSid: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const ended = await rowsOf(manager, deletingSessionsOf(userId).where('sid', '<>', keepSid).returning('sid'));
    return ended.length;
  }
}
