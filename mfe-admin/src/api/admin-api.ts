import { apiPage, apiRequest, type AdminActivity, type AdminStats, type Id, type SuggestionStatus } from 'shared-contracts';

export const STATS_URL = '/api/admin/stats';

export const fetchStats = (url: string) => apiRequest<AdminStats>(url);

export const fetchActivity = (url: string) => apiRequest<AdminActivity>(url);

/** SWR fetcher of a paginated list, keyed [url, 'page']: its items and X-Total-Count. */
export const fetchPage = <T>([url]: readonly [string, ...unknown[]]) => apiPage<T>(url);

export const setSuggestionStatus = (id: Id, status: SuggestionStatus) => apiRequest(`/api/admin/suggestions/${id}`, { method: 'PATCH', body: { status } });

/** Month-over-month change in percent, or null when last month had none to compare with. */
export function trendPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}
