import { apiRequest, type AdvisorApplication, type AdvisorStatus, type Id, type OwnAdvisorProfile } from 'shared-contracts';

export const ADVISORS_PREFIX = '/api/admin/advisors';

export function advisorsPath(q: string, status?: AdvisorStatus): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `${ADVISORS_PREFIX}?${query}` : ADVISORS_PREFIX;
}

export const addAdvisor = (form: AdvisorApplication) => apiRequest<OwnAdvisorProfile>(ADVISORS_PREFIX, { method: 'POST', body: form });
export const setVerified = (id: Id, verified: boolean) => apiRequest<OwnAdvisorProfile>(`${ADVISORS_PREFIX}/${id}/verify`, { method: 'PUT', body: { verified } });
export const deleteAdvisor = (id: Id) => apiRequest(`${ADVISORS_PREFIX}/${id}`, { method: 'DELETE' });
