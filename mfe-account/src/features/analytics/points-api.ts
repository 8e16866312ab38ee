import { apiRequest, type PointsEntry } from 'shared-contracts';

/** The latest lines of the member's points ledger (GET /api/user/points). */
export const POINTS_URL = '/api/user/points?pageSize=10';

export const fetchPoints = (url: string) => apiRequest<PointsEntry[]>(url);
