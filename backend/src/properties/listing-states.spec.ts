import { describe, expect, it } from '@jest/globals';
import { assertRenewable, assertTransition, statusAfterWrite, takesAPlace } from './listing-states.js';

describe('listing states', () => {
  it('lets an owner pause, close, resume and relist, and nothing else', () => {
    expect(() => assertTransition('active', 'paused')).not.toThrow();
    expect(() => assertTransition('paused', 'active')).not.toThrow();
    expect(() => assertTransition('sold', 'active')).not.toThrow();
    expect(() => assertTransition('expired', 'rented')).not.toThrow();
    expect(() => assertTransition('expired', 'active')).toThrow(/cannot become active/); // renewed instead
    expect(() => assertTransition('pending', 'active')).toThrow(); // an admin approves
    expect(() => assertTransition('sold', 'rented')).toThrow();
    expect(() => assertRenewable('paused')).toThrow();
    expect(() => assertRenewable('expired')).not.toThrow();
  });

  it('derives the state a write leaves: publishing, pausing, or keeping', () => {
    expect(statusAfterWrite(null, true, false)).toBe('active');
    expect(statusAfterWrite(null, true, true)).toBe('pending');
    expect(statusAfterWrite(null, false, true)).toBe('paused');
    expect(statusAfterWrite('paused', true, false)).toBe('active');
    expect(statusAfterWrite('expired', true, true)).toBe('pending');
    expect(statusAfterWrite('active', true, true)).toBe('active'); // already public: no new review
    expect(statusAfterWrite('pending', false, false)).toBe('paused');
    expect(statusAfterWrite('active', undefined, false)).toBe('active');
  });

  it('counts a place in the plan only when a listing starts taking one', () => {
    expect(takesAPlace(null, 'active')).toBe(true);
    expect(takesAPlace('paused', 'pending')).toBe(true);
    expect(takesAPlace('pending', 'active')).toBe(false);
    expect(takesAPlace('active', 'paused')).toBe(false);
  });
});
