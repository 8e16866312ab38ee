import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { startsWithPattern } from '../common/sql/like.js';
import { emailKey } from './email-key.js';
import { FAILS_PER_ACCOUNT_AND_ADDRESS, FAILS_PER_ADDRESS, signInDelaySeconds } from './sign-in-delay.js';

const TABLE = 'sign_in_limits';
const DAY_S = 24 * 60 * 60;

interface Limit {
  /** Wrong passwords counted against the limit. */
  fails: RateLimiterPostgres;
  /** Times the limit was reached today: each wait is longer (sign-in-delay.ts). */
  blocks: RateLimiterPostgres;
}

/**
 * OWASP's sign-in throttling, per (account, client address) and per client address, with growing
 * waits and no lock: a flood of wrong passwords from elsewhere never stops the owner signing in
 * from their own address, and an email that has no account is counted exactly like one that has.
 * Counters live in PostgreSQL (rate-limiter-flexible), so every instance of the API sees them.
 */
@Injectable()
export class SignInLimits {
  private readonly accountAddress: Limit;
  private readonly address: Limit;

  constructor(private readonly dataSource: DataSource) {
    // A limiter refuses the point after its last: the n-th failure is the one refused.
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterPostgres({ storeClient: dataSource, storeType: 'typeorm', tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false, keyPrefix, points, duration });
    this.accountAddress = {
      fails: limiter('sign-in-fails:account-address', FAILS_PER_ACCOUNT_AND_ADDRESS - 1, DAY_S),
      blocks: limiter('sign-in-blocks:account-address', Number.MAX_SAFE_INTEGER, DAY_S),
    };
    this.address = {
      fails: limiter('sign-in-fails:address', FAILS_PER_ADDRESS - 1, 60 * 60),
      blocks: limiter('sign-in-blocks:address', Number.MAX_SAFE_INTEGER, DAY_S),
    };
  }

  /** Seconds this attempt must still wait (0: it may go ahead). */
  async waitSeconds(email: string, ip: string): Promise<number> {
    const [pair, address] = await Promise.all([this.accountAddress.fails.get(`${emailKey(email)}@${ip}`), this.address.fails.get(ip)]);
    const waits = [
      [pair, this.accountAddress.fails.points],
      [address, this.address.fails.points],
    ] as const;
    const ms = Math.max(0, ...waits.map(([state, points]) => (state && state.consumedPoints > points ? state.msBeforeNext : 0)));
    return Math.ceil(ms / 1000);
  }

  /** Counts a wrong password; the seconds to wait when it reached a limit, else 0. */
  async recordFailure(email: string, ip: string): Promise<number> {
    const waits = await Promise.all([this.count(this.accountAddress, `${emailKey(email)}@${ip}`), this.count(this.address, ip)]);
    return Math.max(...waits);
  }

  /**
   * A successful sign-in: the account starts afresh from the address it came from. Only from
   * there: another address's count (an attacker's) is not the owner's to end.
   */
  async clearAddress(email: string, ip: string): Promise<void> {
    const pair = `${emailKey(email)}@${ip}`;
    await Promise.all([this.accountAddress.fails.delete(pair), this.accountAddress.blocks.delete(pair)]);
  }

  /** A password reset (or an admin's new password): the old password's guesses count no more, from any address. */
  async clearAccount(email: string): Promise<void> {
    const ofAccount = (prefix: string) => startsWithPattern(`${prefix}:${emailKey(email)}@`);
    await rowsOf(
      this.dataSource,
      db.deleteFrom(TABLE).where((eb) => eb.or([eb('key', 'like', ofAccount('sign-in-fails:account-address')), eb('key', 'like', ofAccount('sign-in-blocks:account-address'))])),
    );
  }

  /** Rows whose window has passed: what a job deletes. */
  async deleteExpired(): Promise<void> {
    await rowsOf(this.dataSource, db.deleteFrom(TABLE).where('expire', '<', String(Date.now())));
  }

  private async count({ fails, blocks }: Limit, key: string): Promise<number> {
    try {
      await fails.consume(key);
      return 0;
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      const { consumedPoints } = await blocks.penalty(key);
      const seconds = signInDelaySeconds(consumedPoints - 1);
      await fails.block(key, seconds);
      return seconds;
    }
  }
}
