import { apiRequest, type SiteSettings, type SiteSettingsUpdate } from 'shared-contracts';

export const SETTINGS_URL = '/api/admin/settings';

export const fetchSettings = (url: string) => apiRequest<SiteSettings>(url);

export const saveSettings = (change: SiteSettingsUpdate) => apiRequest<SiteSettings>(SETTINGS_URL, { method: 'PUT', body: change });
