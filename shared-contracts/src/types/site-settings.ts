/** Where a plan is paid (SPEC §9 payment methods): shown in the payment dialog, set by admins. */
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

/** The settings admins change without a deployment (GET/PUT /api/admin/settings). */
export interface SiteSettings {
  /** Where contact messages, support requests and the site's own notices are mailed. */
  contactEmail: string;
  payment: PaymentAccounts;
}

/** PUT /api/admin/settings: any part; what is left out keeps its value. */
export interface SiteSettingsUpdate {
  contactEmail?: string;
  payment?: Partial<PaymentAccounts>;
}
