import { apiPage, apiRequest, type AdvisorVerification, type Id, type OwnAdvisorProfile } from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';

export const PENDING_URL = '/api/admin/advisors?status=pending&pageSize=50';

export const fetchApplications = (url: string) => apiPage<OwnAdvisorProfile>(url);

/** The admin's decision; the directory and the queue show it at once. */
export async function decide(id: Id, verification: AdvisorVerification): Promise<void> {
  await apiRequest(`/api/admin/advisors/${id}/verify`, { method: 'PUT', body: verification });
  await dropCached('/api/admin/advisors', '/api/advisors');
}
