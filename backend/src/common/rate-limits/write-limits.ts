import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { tooManyRequests } from '../../auth/auth-errors.js';

/** What a member may write, how often (each a budget of points over seconds). */
export const WRITE_LIMITS = {
  'blog-comment': { points: 10, seconds: 10 * 60 },
  'forum-topic': { points: 5, seconds: 60 * 60 },
  'forum-reply': { points: 20, seconds: 10 * 60 },
  'forum-report': { points: 20, seconds: 60 * 60 },
  'listing-report': { points: 10, seconds: 24 * 60 * 60 },
  'advisor-request': { points: 5, seconds: 24 * 60 * 60 },
  // Visitors' forms, counted per address (no account to count against).
  'contact-message': { points: 5, seconds: 60 * 60 },
  'support-request': { points: 3, seconds: 60 * 60 },
  suggestion: { points: 10, seconds: 24 * 60 * 60 },
} as const;

export type WriteAction = keyof typeof WRITE_LIMITS;

/**
 * Budgets for what strangers can post (comments, topics, replies, reports, consultation
 * requests per member; contact and support forms per address), kept in PostgreSQL with rate-limiter-flexible, in the table the
 * sign-in limits use (the library's shape): every API instance counts against the same budget.
 */
@Injectable()
export class WriteLimits {
  private readonly limiters = new Map<WriteAction, RateLimiterPostgres>();

  constructor(private readonly dataSource: DataSource) {}

  /** Takes one from the member's (an id) or the address's (`ip:…`) budget for `action`, or answers 429 TOO_MANY_REQUESTS with the wait. */
  async consume(action: WriteAction, who: number | `ip:${string}`): Promise<void> {
    try {
      await this.limiter(action).consume(String(who));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  private limiter(action: WriteAction): RateLimiterPostgres {
    let limiter = this.limiters.get(action);
    if (!limiter) {
      const { points, seconds } = WRITE_LIMITS[action];
      limiter = new RateLimiterPostgres({ storeClient: this.dataSource, storeType: 'typeorm', tableName: 'sign_in_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: `write:${action}`, points, duration: seconds });
      this.limiters.set(action, limiter);
    }
    return limiter;
  }
}
