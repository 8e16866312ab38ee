import { apiRequest, type SiteFigures } from 'shared-contracts';

export const fetchFigures = (url: string) => apiRequest<SiteFigures>(url);
