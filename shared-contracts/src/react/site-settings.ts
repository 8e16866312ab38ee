import useSWR from 'swr';
import { DEFAULT_PUBLIC_SETTINGS } from '../reference/site-defaults.js';
import { PUBLIC_SETTINGS_PATH, type PublicSiteSettings } from '../types/site-settings.js';

/**
 * The settings admins set that pages show or obey (site name, contact details, registration,
 * photo limit). Until they arrive, and for a prerendered page, the defaults.
 */
export function useSiteSettings(): PublicSiteSettings {
  const { data } = useSWR<PublicSiteSettings>(PUBLIC_SETTINGS_PATH);
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
