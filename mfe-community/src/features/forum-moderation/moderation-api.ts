import { apiPage, apiRequest, type ForumPendingPost, type ForumReport, type Id } from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';

export const PENDING_URL = '/api/admin/forum/pending?pageSize=50';
export const REPORTS_URL = '/api/admin/forum/reports?pageSize=50';

export const fetchPending = (url: string) => apiPage<ForumPendingPost>(url);
export const fetchReports = (url: string) => apiPage<ForumReport>(url);

const KIND_PATH = { topic: 'topics', reply: 'replies' } as const;

export async function decidePending(post: Pick<ForumPendingPost, 'kind' | 'id'>, approve: boolean): Promise<void> {
  await apiRequest(`/api/admin/forum/pending/${KIND_PATH[post.kind]}/${post.id}`, { method: 'PUT', body: { approve } });
  await dropCached('/api/admin/forum', '/api/forum');
}

export async function resolveReport(id: Id, resolution: 'dismissed' | 'hidden'): Promise<void> {
  await apiRequest(`/api/admin/forum/reports/${id}`, { method: 'PUT', body: { resolution } });
  await dropCached('/api/admin/forum', '/api/forum');
}
