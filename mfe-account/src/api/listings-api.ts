import {
  apiPage,
  apiRequest,
  type Id,
  type ListingBoost,
  type ListingDraft,
  type ListingDraftCreatePayload,
  type ListingDraftForm,
  type ListingTarget,
  type Property,
} from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';

/** The owner's own listings and drafts (SWR keys are these URLs). */
export const MY_LISTINGS_URL = '/api/user/properties';
export const DRAFTS_URL = '/api/user/drafts';
export const STATS_URL = '/api/dashboard/stats';
export const ANALYTICS_URL = '/api/user/analytics';
/** A listing's point as its owner placed it (the owner and admins only): the editor's, never the shown one. */
export const placementUrl = (id: Id) => `/api/properties/${id}/placement`;

export const setListingState = (id: Id, to: ListingTarget) => apiRequest<Property>(`/api/properties/${id}/state`, { method: 'POST', body: { to } });
export const renewListing = (id: Id) => apiRequest<Property>(`/api/properties/${id}/renew`, { method: 'POST' });
export const boostListing = (id: Id) => apiRequest<ListingBoost>(`/api/properties/${id}/boost`, { method: 'POST' });
export const deleteListing = (id: Id) => apiRequest<null>(`/api/properties/${id}`, { method: 'DELETE' });

export const createDraft = (draft: ListingDraftCreatePayload) => apiRequest<ListingDraft>(DRAFTS_URL, { method: 'POST', body: draft });
export const saveDraft = (id: Id, form: ListingDraftForm) => apiRequest<ListingDraft>(`${DRAFTS_URL}/${id}`, { method: 'PUT', body: { form } });
export const deleteDraft = (id: Id) => apiRequest<null>(`${DRAFTS_URL}/${id}`, { method: 'DELETE' });
export const publishDraft = (id: Id) => apiRequest<Property>(`${DRAFTS_URL}/${id}/publish`, { method: 'POST' });

/** A call a row or a section of the account makes on a click. */
export type AccountCall = () => Promise<unknown>;

/** SWR fetcher of a paginated list, keyed [url, 'page']: its items and X-Total-Count. */
export const fetchPage = <T>([url]: readonly [string, ...unknown[]]) => apiPage<T>(url);

/** After a write: every cached list and figure of the owner's (the dashboard's tabs mount after the editor has closed). */
export const refreshOwnerData = () => dropCached(MY_LISTINGS_URL, DRAFTS_URL, STATS_URL, ANALYTICS_URL);
