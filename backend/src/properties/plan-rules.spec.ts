import { describe, expect, it } from '@jest/globals';
import { ForbiddenException } from '@nestjs/common';
import { toErrorBody } from '../common/filters/error-body.js';
import { assertMayFeature, assertRoomToPublish } from './plan-rules.js';

const user = (subscriptionPlan: 'free' | 'basic' | 'premium') => ({ role: 'user' as const, subscriptionPlan });
const admin = { role: 'admin' as const, subscriptionPlan: 'free' as const };

function refusal(action: () => void) {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return toErrorBody(error);
  }
  throw new Error('not refused');
}

describe('plan rules', () => {
  it('limits active listings to 3, 10 and 50, naming the plan and its limit; admins are not limited', () => {
    expect(() => assertRoomToPublish(user('free'), { published: 2, limit: 3 })).not.toThrow();
    expect(refusal(() => assertRoomToPublish(user('free'), { published: 3, limit: 3 }))).toMatchObject({
      statusCode: 403,
      code: 'PLAN_LIMIT_REACHED',
      plan: 'free',
      limit: 3,
      message: expect.stringContaining('Free plan allows 3'),
    });
    expect(() => assertRoomToPublish(user('basic'), { published: 9, limit: 10 })).not.toThrow();
    expect(refusal(() => assertRoomToPublish(user('basic'), { published: 10, limit: 10 })).limit).toBe(10);
    expect(refusal(() => assertRoomToPublish(user('premium'), { published: 50, limit: 50 })).limit).toBe(50);
    expect(() => assertRoomToPublish(admin, { published: 500, limit: 3 })).not.toThrow();
  });

  it('lets plans that include it and admins feature a listing, and keeps one already featured', () => {
    expect(refusal(() => assertMayFeature(user('free'), false, true, false)).code).toBe('FEATURE_NOT_IN_PLAN');
    expect(() => assertMayFeature(user('free'), false, true, true)).not.toThrow();
    expect(() => assertMayFeature(user('free'), false, false, false)).not.toThrow();
    expect(() => assertMayFeature(user('basic'), true, true, false)).not.toThrow();
    expect(() => assertMayFeature(admin, false, true, false)).not.toThrow();
  });
});
