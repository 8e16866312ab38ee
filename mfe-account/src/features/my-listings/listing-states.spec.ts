import { describe, expect, it } from '@jest/globals';
import { LISTING_TRANSITIONS, mayRenew, type PropertyStatus } from 'shared-contracts';
import { offeredChanges } from './listing-states';

const STATES = Object.keys(LISTING_TRANSITIONS) as PropertyStatus[];

describe('offeredChanges', () => {
  it('offers exactly what the shared state machine allows, closing after the purpose, and renewal where it applies', () => {
    for (const status of STATES) {
      for (const priceType of ['sale', 'rent'] as const) {
        const offered = offeredChanges({ status, priceType }).map(({ to }) => to);
        const closing = priceType === 'rent' ? 'rented' : 'sold';
        const allowed = LISTING_TRANSITIONS[status].filter((to) => (to === 'sold' || to === 'rented' ? to === closing : true));
        expect(offered.filter((to) => to !== 'renew').sort()).toEqual([...allowed].sort());
        expect(offered.includes('renew')).toBe(mayRenew(status));
      }
    }
  });

  it('names each change as the owner says it', () => {
    expect(offeredChanges({ status: 'active', priceType: 'sale' }).map(({ label }) => label)).toEqual(['pause', 'close.sold', 'renew']);
    expect(offeredChanges({ status: 'paused', priceType: 'rent' }).map(({ label }) => label)).toEqual(['resume', 'close.rented']);
    expect(offeredChanges({ status: 'expired', priceType: 'sale' }).map(({ label }) => label)).toEqual(['renew', 'close.sold']);
    expect(offeredChanges({ status: 'sold', priceType: 'sale' }).map(({ label }) => label)).toEqual(['relist']);
    expect(offeredChanges({ status: 'pending', priceType: 'sale' }).map(({ label }) => label)).toEqual(['pause']);
  });
});
