import { apiRequest, type ConversationDetail, type NewConversationPayload } from 'shared-contracts';

export const CONVERSATIONS_PATH = '/api/conversations';

/**
 * POST /api/conversations: a message to the listing's owner, in the one conversation of this listing
 * and seeker (started by the first). 403 OWN_LISTING or MESSAGES_BLOCKED, 409 DUPLICATE_MESSAGE,
 * 429 CONVERSATION_DAILY_LIMIT or TOO_MANY_REQUESTS.
 */
export const startConversation = (message: NewConversationPayload) => apiRequest<ConversationDetail>(CONVERSATIONS_PATH, { method: 'POST', body: message });
