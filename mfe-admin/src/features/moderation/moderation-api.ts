import { apiRequest, type ConversationReportResolution, type Id, type ModerationCounts, type Permission, type PostDecision } from 'shared-contracts';

export const MODERATION_URL = '/api/admin/moderation';

export const fetchCounts = (url: string) => apiRequest<ModerationCounts>(url);

/** The queues of the tab, in the order they show, each with the permission its decisions need. */
export const QUEUES = [
  { name: 'listings', permission: 'moderation.manage', path: '/api/admin/moderation/properties' },
  { name: 'listingReports', permission: 'moderation.manage', path: '/api/admin/moderation/listing-reports' },
  { name: 'conversationReports', permission: 'moderation.manage', path: '/api/admin/conversation-reports' },
  { name: 'forumReports', permission: 'moderation.manage', path: '/api/admin/forum/reports' },
  { name: 'forumPosts', permission: 'moderation.manage', path: '/api/admin/forum/pending' },
  { name: 'comments', permission: 'moderation.manage', path: '/api/admin/blog-comments' },
  { name: 'advisors', permission: 'advisors.manage', path: '/api/admin/advisors?status=pending' },
  { name: 'payments', permission: 'payments.manage', path: '/api/admin/payments?status=pending' },
] as const satisfies readonly { name: keyof ModerationCounts; permission: Permission; path: string }[];

export type QueueName = (typeof QUEUES)[number]['name'];

export const queuePath = (name: QueueName): string => QUEUES.find((queue) => queue.name === name)!.path;

const post = (path: string, body?: object) => apiRequest(path, { method: 'POST', body });
const put = (path: string, body?: object) => apiRequest(path, { method: 'PUT', body });

export const approveListing = (id: Id) => post(`/api/admin/moderation/properties/${id}/approve`);
export const rejectListing = (id: Id, reason: string) => post(`/api/admin/moderation/properties/${id}/reject`, { reason });
export const resolveReport = (id: Id, resolution: 'dismissed' | 'hidden') => put(`/api/admin/forum/reports/${id}`, { resolution });
export const decidePost = (kind: 'topic' | 'reply', id: Id, decision: PostDecision) => put(`/api/admin/forum/pending/${kind === 'topic' ? 'topics' : 'replies'}/${id}`, decision);
export const approveComment = (id: Id) => put(`/api/admin/blog-comments/${id}/approve`);
export const rejectComment = (id: Id, reason: string) => put(`/api/admin/blog-comments/${id}/reject`, { reason });
export const verifyAdvisor = (id: Id, verified: boolean, note?: string) => put(`/api/admin/advisors/${id}/verify`, { verified, ...(note && { note }) });
export const approvePayment = (id: Id) => post(`/api/admin/payments/${id}/approve`);
export const rejectPayment = (id: Id, reason: string) => post(`/api/admin/payments/${id}/reject`, { reason });
export const resolveListingReport = (id: Id, resolution: 'dismissed' | 'paused') => put(`/api/admin/moderation/listing-reports/${id}`, { resolution });
export const resolveConversationReport = (id: Id, resolution: ConversationReportResolution['resolution']) =>
  put(`/api/admin/conversation-reports/${id}`, { resolution } satisfies ConversationReportResolution);
export const receiptUrl = (id: Id) => `/api/admin/payments/${id}/receipt`;
