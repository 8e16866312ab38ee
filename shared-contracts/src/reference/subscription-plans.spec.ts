import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SUBSCRIPTION_PLAN, SUBSCRIPTION_PLANS, planLabel } from './subscription-plans.js';

describe('SUBSCRIPTION_PLANS', () => {
  it('seed the plans as first sold (docs/architecture.md §3)', () => {
    expect(SUBSCRIPTION_PLANS.map((p) => [p.value, p.priceDzd, p.billing, p.listingLimit])).toEqual([
      ['free', 0, 'forever', 3],
      ['basic', 2500, 'monthly', 10],
      ['premium', 5000, 'monthly', 50],
    ]);
    expect(SUBSCRIPTION_PLANS.filter((p) => p.popular).map((p) => p.value)).toEqual(['basic']);
    expect(DEFAULT_SUBSCRIPTION_PLAN).toBe('free');
  });

  it('list every feature in both languages', () => {
    expect(SUBSCRIPTION_PLANS.map((p) => p.features.length)).toEqual([3, 4, 8]);
    for (const plan of SUBSCRIPTION_PLANS) {
      for (const feature of plan.features) {
        expect(feature.ar).toMatch(/[\u0621-\u064A]/);
        expect(feature.en).toMatch(/^[A-Z]/);
      }
    }
  });

  it('state each limit in the first feature', () => {
    for (const plan of SUBSCRIPTION_PLANS) {
      expect(plan.features[0]?.en).toBe(`Up to ${plan.listingLimit} properties`);
      expect(plan.features[0]?.ar).toContain(String(plan.listingLimit));
    }
  });
});

describe('planLabel', () => {
  it('names a plan in each language, and an unknown one by its own name', () => {
    expect([planLabel('basic', 'ar'), planLabel('basic', 'en'), planLabel('gold', 'en')]).toEqual(['الأساسية', 'Basic', 'gold']);
  });
});
