import { apiRequest, type Id, type ListingReportPayload } from 'shared-contracts';

/** POST /api/properties/:id/report: 204, or 409 ALREADY_REPORTED. */
export const reportListing = (id: Id, report: ListingReportPayload) => apiRequest(`/api/properties/${id}/report`, { method: 'POST', body: report });
