import { apiRequest, type Id, type OwnerPhone } from 'shared-contracts';

export const ownerPhonePath = (id: Id): string => `/api/properties/${id}/phone`;

/**
 * POST /api/properties/:id/phone: the owner's number, a "phone" lead of theirs. 404 NOT_FOUND once the
 * owner takes messages only (or left no number), 429 TOO_MANY_REQUESTS past the day's reveals.
 */
export const revealPhone = (id: Id) => apiRequest<OwnerPhone>(ownerPhonePath(id), { method: 'POST' });
