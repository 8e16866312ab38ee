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
}
