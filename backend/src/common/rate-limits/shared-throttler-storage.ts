import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * @nestjs/throttler's counts in PostgreSQL (rate-limiter-flexible, the table the sign-in and write
 * limits use), instead of each process's memory: behind a proxy, every instance counts the same
 * hits, so a limit of 10 a minute is 10, not 10 per instance.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly dataSource: DataSource) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      const taken = await this.limiter(throttlerName, ttl, limit, blockDuration).consume(key);
      return { totalHits: taken.consumedPoints, timeToExpire: seconds(taken.msBeforeNext), isBlocked: false, timeToBlockExpire: 0 };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const wait = seconds(refusal.msBeforeNext);
      return { totalHits: refusal.consumedPoints, timeToExpire: wait, isBlocked: true, timeToBlockExpire: wait };
    }
  }

  private limiter(name: string, ttl: number, limit: number, blockDuration: number): RateLimiterPostgres {
    const id = `${name}:${ttl}:${limit}:${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: 'sign_in_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: `throttle:${id}`,
        points: limit,
        duration: seconds(ttl),
        // Beyond the limit, blocked for the block duration (the throttler's default: the ttl).
        blockDuration: blockDuration > 0 ? seconds(blockDuration) : 0,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
