import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { tooManyRequests } from './auth-errors.js';

/**
 * Per IP and per route (sign-in, sign-up, password forgot/reset), AUTH_RATE_LIMIT_PER_MINUTE.
 * ThrottlerGuard has already set Retry-After; the body says the same in retryAfterSeconds.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    return Promise.reject(tooManyRequests(detail.timeToBlockExpire));
  }
}
