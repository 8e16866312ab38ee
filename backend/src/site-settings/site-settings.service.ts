import { Injectable } from '@nestjs/common';
import { SITE_CONTACT, type SiteSettings, type SiteSettingsUpdate } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';

/** Until an admin sets them: the company's published details. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: SITE_CONTACT.email,
  payment: {
    baridimobRip: '00799999000000000000',
    ccpAccount: '0000000000',
    ccpKey: '00',
    accountHolder: 'Djelfa Estates',
    officeAddressAr: 'حي 5 جويلية، الجلفة 17000',
    officeAddressEn: '5 July district, Djelfa 17000',
  },
};

/** The settings admins change without a deployment; read on each use, so every instance sees a change at once. */
@Injectable()
export class SiteSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async get(): Promise<SiteSettings> {
    const [row]: { value: Partial<SiteSettings> }[] = await this.dataSource.query('SELECT value FROM site_settings');
    return merge(DEFAULT_SITE_SETTINGS, row?.value ?? {});
  }

  /** Merged into the stored row in one statement, so that two admins saving different parts keep both. */
  async update(change: SiteSettingsUpdate): Promise<SiteSettings> {
    const { contactEmail, payment } = change;
    const before = await this.get();
    await this.dataSource.query(
      `INSERT INTO site_settings (id, value) VALUES (true, $1::jsonb) ON CONFLICT (id) DO UPDATE SET ` +
        `value = site_settings.value || jsonb_strip_nulls(jsonb_build_object('contactEmail', $2::text)) || ` +
        `jsonb_build_object('payment', coalesce(site_settings.value->'payment', '{}'::jsonb) || $3::jsonb), updated_at = now()`,
      [JSON.stringify(change), contactEmail ?? null, JSON.stringify(payment ?? {})],
    );
    const after = await this.get();
    await this.audit.record({ action: 'settings.update', targetType: 'settings', targetId: null, before, after });
    return after;
  }
}

const merge = (defaults: SiteSettings, stored: Partial<SiteSettings>): SiteSettings => ({
  contactEmail: stored.contactEmail ?? defaults.contactEmail,
  payment: { ...defaults.payment, ...stored.payment },
});
