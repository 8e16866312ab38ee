import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

/** The count of wrong passwords in a row that locks an account (auth/credentials.service.ts). */
@Injectable()
export class FailedSignIns {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * Counts one in a single statement (parallel guesses each count); the `limit`-th in a row
   * locks the account until `lockUntil` and starts the count again. Returns the lock, if any.
   */
  async record(id: number, limit: number, lockUntil: Date): Promise<Date | null> {
    const locking = 'failed_login_attempts + 1 >= :limit';
    const { raw } = await this.users
      .createQueryBuilder()
      .update()
      .set({
        failedLoginAttempts: () => `CASE WHEN ${locking} THEN 0 ELSE failed_login_attempts + 1 END`,
        lockedUntil: () => `CASE WHEN ${locking} THEN CAST(:lockUntil AS timestamptz) ELSE locked_until END`,
      })
      .where('id = :id', { id, limit, lockUntil })
      .returning('locked_until')
      .execute();
    const lockedUntil = (raw as { locked_until: Date | null }[])[0]?.locked_until ?? null;
    return lockedUntil && lockedUntil > new Date() ? lockedUntil : null;
  }
}
