import { apiRequest, type ConversationReportPayload, type Id } from 'shared-contracts';
import { conversationUrl } from './conversation';

/** PUT (block) or DELETE (unblock) /api/conversations/:id/block: no message either way while it stands. */
export const setBlocked = (id: Id, blocked: boolean) => apiRequest<null>(`${conversationUrl(id)}/block`, { method: blocked ? 'PUT' : 'DELETE' });

/** POST /api/conversations/:id/report: to the moderators, who then read its last messages. */
export const reportConversation = (id: Id, report: ConversationReportPayload) => apiRequest<null>(`${conversationUrl(id)}/report`, { method: 'POST', body: report });
