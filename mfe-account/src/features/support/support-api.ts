import { apiRequest, type SiteFigures, type SupportRequest } from 'shared-contracts';

export const fetchFigures = (url: string) => apiRequest<SiteFigures>(url);

export const sendSupportRequest = (request: SupportRequest) => apiRequest<null>('/api/support', { method: 'POST', body: request });
