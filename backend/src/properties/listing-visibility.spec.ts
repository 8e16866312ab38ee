import { describe, expect, it } from '@jest/globals';
import { mayRead } from './listing-visibility.js';

const owner = { id: 7, role: 'user' as const };
const stranger = { id: 8, role: 'user' as const };
const admin = { id: 9, role: 'admin' as const };
const moderator = { id: 10, role: 'moderator' as const };

describe('who may read a listing', () => {
  it('lets anyone read a public listing, signed in or not', () => {
    for (const viewer of [undefined, owner, stranger, admin, moderator]) expect(mayRead({ userId: 7, isPublic: true }, viewer)).toBe(true);
  });

  it('keeps a hidden listing to its owner and the staff, who approve and review it from the queue', () => {
    const hidden = { userId: 7, isPublic: false };
    expect(mayRead(hidden, undefined)).toBe(false);
    expect(mayRead(hidden, stranger)).toBe(false);
    expect(mayRead(hidden, owner)).toBe(true);
    expect(mayRead(hidden, admin)).toBe(true);
    expect(mayRead(hidden, moderator)).toBe(true);
  });
});
