import type { Language } from '../i18n/language.js';

/** Where a plan is paid (payment methods): shown in the payment dialog, set by admins. */
export interface PaymentAccounts {
  /** The RIP a BaridiMob transfer goes to. */
  baridimobRip: string;
  ccpAccount: string;
  ccpKey: string;
  /** The name the postal account is held in. */
  accountHolder: string;
  officeAddressAr: string;
  officeAddressEn: string;
}

/** What every page may know of the settings (GET /api/site/settings): the site's identity and its open doors. */
export interface PublicSiteSettings {
  siteName: Record<Language, string>;
  /** The footer's line about the site. */
  description: Record<Language, string>;
  /** Where contact messages, support requests and the site's own notices are mailed; shown in the footer and on the contact page. */
  contactEmail: string;
  contactPhone: string;
  /** Off: the sign-up form is closed (POST /api/auth/register answers 403 REGISTRATION_CLOSED). */
  registrationOpen: boolean;
  /** On: visitors and members get 503 MAINTENANCE; staff browse as usual. */
  maintenance: boolean;
  /** Photos a listing may hold (1–20): the editor and the API enforce it. */
  maxImages: number;
}

/** The settings admins change without a deployment (GET/PUT /api/admin/settings). */
export interface SiteSettings extends PublicSiteSettings {
  /** On: an owner's published listing waits in the moderation queue (pending) until approved. */
  listingsNeedApproval: boolean;
  payment: PaymentAccounts;
}

/** PUT /api/admin/settings: any part; what is left out keeps its value. */
export type SiteSettingsUpdate = Partial<Omit<SiteSettings, 'payment' | 'siteName' | 'description'>> & {
  siteName?: Partial<Record<Language, string>>;
  description?: Partial<Record<Language, string>>;
  payment?: Partial<PaymentAccounts>;
};

export const PUBLIC_SETTINGS_PATH = '/api/site/settings';
/** The bounds of SiteSettings.maxImages. */
export const MAX_IMAGES_RANGE = { min: 1, max: 20 } as const;
