import { useState } from 'react';
import useSWR from 'swr';
import { apiRequest, MESSAGES_PER_PAGE, type ConversationMessage, type Id, type MessagePayload } from 'shared-contracts';
import { inReadingOrder } from '../message-order';
import { CONVERSATION_POLL_MS, conversationUrl } from './conversation';

/** GET /api/conversations/:id/messages: newest first, those older than the message `before` when given. */
export const messagesUrl = (id: Id, before?: Id): string => `${conversationUrl(id)}/messages${before === undefined ? '' : `?before=${before}`}`;

/** POST /api/conversations/:id/messages → the message as the reader sees it. */
export const sendMessage = (id: Id, payload: MessagePayload) => apiRequest<ConversationMessage>(messagesUrl(id), { method: 'POST', body: payload });

/**
 * A conversation's messages, oldest first: the newest page polled (new messages, and the read mark
 * on the reader's own), and the older pages asked for one at a time ("load older", below the
 * oldest shown). A page shorter than MESSAGES_PER_PAGE is the conversation's start.
 */
export function useConversationMessages(id: Id) {
  const latest = useSWR<ConversationMessage[], unknown>(messagesUrl(id), { refreshInterval: CONVERSATION_POLL_MS, revalidateOnMount: true });
  const [older, setOlder] = useState<ConversationMessage[]>([]);
  const [olderEnded, setOlderEnded] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const messages = inReadingOrder(latest.data ?? [], older);
  const hasOlder = latest.data !== undefined && latest.data.length === MESSAGES_PER_PAGE && !olderEnded;

  const loadOlder = async () => {
    if (messages.length === 0) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await apiRequest<ConversationMessage[]>(messagesUrl(id, messages[0].id));
      setOlder((before) => [...before, ...page]);
      if (page.length < MESSAGES_PER_PAGE) setOlderEnded(true);
    } catch (error) {
      setOlderError(error);
    } finally {
      setLoadingOlder(false);
    }
  };

  return { messages, latest, hasOlder, loadOlder, loadingOlder, olderError };
}
