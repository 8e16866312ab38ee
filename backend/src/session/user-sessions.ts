import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SESSION_TABLE } from './session-table.js';

@Injectable()
export class UserSessions {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Signs a user out everywhere at once: the session rows whose passport data names them
   * (the serializer stores the id only; the migration indexes this expression).
   */
  async endAllOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM "${SESSION_TABLE}" WHERE ("sess" -> 'passport' ->> 'user') = $1`, [String(userId)]);
  }

  /** Signs a user out of every other device: all their sessions but `keepSid`, the one asking. */
  async endOthersOf(userId: number, keepSid: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [, count] = await manager.query<[unknown[], number]>(`DELETE FROM "${SESSION_TABLE}" WHERE ("sess" -> 'passport' ->> 'user') = $1 AND "sid" <> $2`, [
      String(userId),
      keepSid,
    ]);
    return count;
  }
}
