import { apiRequest, type AdvisorRequestStatus, type Id } from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';

export const SENT_URL = '/api/user/advisor-requests/sent';
export const RECEIVED_URL = '/api/user/advisor-requests/received';

/** Both lists show the change. */
const dropRequests = () => dropCached('/api/user/advisor-requests');

export async function setRequestStatus(id: Id, status: Exclude<AdvisorRequestStatus, 'new'>) {
  await apiRequest(`/api/user/advisor-requests/${id}/status`, { method: 'PUT', body: { status } });
  await dropRequests();
}

export async function rateRequest(id: Id, stars: number, comment: string) {
  await apiRequest(`/api/advisor-requests/${id}/rating`, { method: 'POST', body: { stars, comment: comment.trim() || undefined } });
  await dropRequests();
}
