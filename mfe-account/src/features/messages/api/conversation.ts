import { useRef } from 'react';
import useSWR from 'swr';
import { ApiError, type ConversationDetail, type Id } from 'shared-contracts';
import { CONVERSATIONS_URL } from './inbox';
import { refreshUnreadCount } from './unread-count';

/** How often an open conversation asks for what is new: an answer shows within seconds, without a reload. */
export const CONVERSATION_POLL_MS = 10_000;

export const conversationUrl = (id: Id): string => `${CONVERSATIONS_URL}/${id}`;

/**
 * GET /api/conversations/:id, which marks it read by the reader: asked each time the page opens
 * and while it stays open (SWR does not poll a tab in the background, so nothing is marked read
 * unseen). When it brought something new, the menu's unread count is asked again.
 */
export function useConversation(id: Id) {
  const lastSeen = useRef<string | null>(null);
  return useSWR<ConversationDetail, unknown>(conversationUrl(id), {
    refreshInterval: CONVERSATION_POLL_MS,
    revalidateOnMount: true,
    onSuccess: (detail) => {
      if (detail.lastMessageAt === lastSeen.current) return;
      lastSeen.current = detail.lastMessageAt;
      void refreshUnreadCount();
    },
  });
}

/** Not a conversation of the reader's (or none at all): the API answers both alike. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
