import { apiRequest, type PointsEntry } from 'shared-contracts';

/** The latest lines of the member's points ledger (GET /api/user/points). */
export const POINTS_URL = '/api/user/points?pageSize=10';

export const fetchPoints = (url: string) => apiRequest<PointsEntry[]>(url);

/** A ledger line as earned (+) or spent (−, the minus sign). */
export const signed = (points: number): string => (points > 0 ? `+${points}` : points < 0 ? `\u2212${-points}` : '0');
