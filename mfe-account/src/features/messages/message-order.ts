import type { ConversationMessage } from 'shared-contracts';

/**
 * The messages as a conversation is read, oldest at the top: the newest page (as last polled, so
 * with its read marks) and the older pages loaded below it, each message once.
 */
export function inReadingOrder(latest: readonly ConversationMessage[], older: readonly ConversationMessage[]): ConversationMessage[] {
  const byId = new Map<number, ConversationMessage>();
  for (const message of older) byId.set(message.id, message);
  for (const message of latest) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
