import { mutate } from 'swr';
import { apiRequest, type AdvisorRequestStatus, type Id } from 'shared-contracts';

export const SENT_URL = '/api/user/advisor-requests/sent';
export const RECEIVED_URL = '/api/user/advisor-requests/received';

/** Both lists are dropped after a change: the site's SWR never refetches on mount (§9). */
const dropRequests = () =>
  mutate(
    (key) => {
      const url = Array.isArray(key) ? key[0] : key;
      return typeof url === 'string' && url.startsWith('/api/user/advisor-requests');
    },
    undefined,
    { revalidate: true },
  );

export async function setRequestStatus(id: Id, status: Exclude<AdvisorRequestStatus, 'new'>) {
  await apiRequest(`/api/user/advisor-requests/${id}/status`, { method: 'PUT', body: { status } });
  await dropRequests();
}

export async function rateRequest(id: Id, stars: number, comment: string) {
  await apiRequest(`/api/advisor-requests/${id}/rating`, { method: 'POST', body: { stars, comment: comment.trim() || undefined } });
  await dropRequests();
}
