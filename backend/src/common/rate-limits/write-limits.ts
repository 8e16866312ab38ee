import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PHONE_REVEALS_PER_ADDRESS, PHONE_REVEALS_PER_VISITOR } from 'shared-contracts';
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
  // Anyone's, past which a conversation's flood is a script's (a new member's 5 a day come first).
  conversation: { points: 20, seconds: 60 * 60 },
  message: { points: 60, seconds: 10 * 60 },
  'conversation-report': { points: 20, seconds: 60 * 60 },
  // A browser subscribes once and again at each sign-in; past this it is a script's.
  'push-subscription': { points: 30, seconds: 60 * 60 },
  // Visitors' forms, counted per address (no account to count against).
  'contact-message': { points: 5, seconds: 60 * 60 },
  'support-request': { points: 3, seconds: 60 * 60 },
  suggestion: { points: 10, seconds: 24 * 60 * 60 },
  // Owners' numbers revealed, per visitor (an account, or an address and browser) and per address: what a harvest needs.
  'phone-reveal-visitor': { points: PHONE_REVEALS_PER_VISITOR, seconds: 24 * 60 * 60 },
  'phone-reveal-address': { points: PHONE_REVEALS_PER_ADDRESS, seconds: 24 * 60 * 60 },
  // Per email, whatever the address: reset links a stranger can have mailed to someone.
  'reset-mail': { points: 3, seconds: 60 * 60 },
  // Per address: sign-ups answered "this email (or username) has an account", which tell who is a member.
  'sign-up-taken': { points: 10, seconds: 60 * 60 },
} as const;

export type WriteAction = keyof typeof WRITE_LIMITS;

/** Whose budget: a member's id, an address, an email (emailKey), or a visitor's key (an account, or an address and browser). */
type Budget = number | `ip:${string}` | `email:${string}` | `visitor:${string}`;

/**
 * Budgets for what strangers can post (comments, topics, replies, reports, consultation
 * requests per member; contact and support forms per address), kept in PostgreSQL with rate-limiter-flexible, in the table the
 * sign-in limits use (the library's shape): every API instance counts against the same budget.
 */
@Injectable()
export class WriteLimits {
  private readonly limiters = new Map<WriteAction, RateLimiterPostgres>();

  constructor(private readonly dataSource: DataSource) {}

  /** Takes one from the member's (an id), the address's (`ip:…`) or the email's (`email:<emailKey>`) budget for `action`, or answers 429 TOO_MANY_REQUESTS with the wait. */
  async consume(action: WriteAction, who: Budget): Promise<void> {
    try {
      await this.limiter(action).consume(String(who));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** 429 TOO_MANY_REQUESTS with the wait once the budget is spent; takes nothing from it. */
  async assertLeft(action: WriteAction, who: Budget): Promise<void> {
    const limiter = this.limiter(action);
    const state = await limiter.get(String(who));
    if (state && state.consumedPoints >= limiter.points) throw tooManyRequests(Math.ceil(state.msBeforeNext / 1000));
  }

  /** Takes one from the budget if any is left: false once it is spent, for a cap the caller keeps silent. */
  async allows(action: WriteAction, who: Budget): Promise<boolean> {
    try {
      await this.limiter(action).consume(String(who));
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  private limiter(action: WriteAction): RateLimiterPostgres {
    let limiter = this.limiters.get(action);
    if (!limiter) {
      const { points, seconds } = WRITE_LIMITS[action];
      limiter = new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: 'sign_in_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: `write:${action}`,
        points,
        duration: seconds,
      });
      this.limiters.set(action, limiter);
    }
    return limiter;
  }
}
