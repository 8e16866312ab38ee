import { describe, expect, it } from '@jest/globals';
import type { ConversationMessage } from 'shared-contracts';
import { inReadingOrder } from './message-order';

const message = (id: number, read = false): ConversationMessage => ({
  id,
  mine: true,
  body: `message ${id}`,
  images: [],
  linksClickable: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  read,
});

describe('inReadingOrder', () => {
  it('puts the oldest first, the newest page (newest first from the API) after the older ones', () => {
    expect(inReadingOrder([message(9), message(8)], [message(5), message(4)]).map((m) => m.id)).toEqual([4, 5, 8, 9]);
  });

  it('shows a message once, as the last poll has it (its read mark)', () => {
    const shown = inReadingOrder([message(6, true), message(5, true)], [message(5, false), message(4)]);
    expect(shown.map((m) => [m.id, m.read])).toEqual([
      [4, false],
      [5, true],
      [6, true],
    ]);
  });
});
