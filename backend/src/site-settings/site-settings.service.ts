import { Injectable } from '@nestjs/common';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSiteSettings, type SiteSettings, type SiteSettingsUpdate } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { ChangeFeed } from '../common/change-feed/change-feed.js';

/** Until an admin sets them: the company's published details, registration open, no approval. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_PUBLIC_SETTINGS,
  listingsNeedApproval: false,
  payment: {
    baridimobRip: '00799999000000000000',
    ccpAccount: '0000000000',
    ccpKey: '00',
    accountHolder: 'Djelfa Estates',
    officeAddressAr: 'حي 5 جويلية، الجلفة 17000',
    officeAddressEn: '5 July district, Djelfa 17000',
  },
};

/** The copy's age limit: another instance's save is heard at once, but not while the listener reconnects. */
const MAX_AGE_MS = 30_000;

/**
 * The settings admins change without a deployment. Read on every request (maintenance) and
 * publication, so kept in memory; a save is announced to every instance (ChangeFeed), which
 * reads them again.
 */
@Injectable()
export class SiteSettingsService {
  private readonly cache = new FreshCache<SiteSettings>({ ttlMs: MAX_AGE_MS, maxEntries: 1 });

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe('site_settings_changed', () => this.cache.clear());
  }

  get(): Promise<SiteSettings> {
    return this.cache.get('settings', () => this.read());
  }

  async getPublic(): Promise<PublicSiteSettings> {
    const { siteName, description, contactEmail, contactPhone, registrationOpen, maintenance, maxImages } = await this.get();
    return { siteName, description, contactEmail, contactPhone, registrationOpen, maintenance, maxImages };
  }

  /** Merged into the stored row in one statement, so that two admins saving different parts keep both. */
  async update(change: SiteSettingsUpdate): Promise<SiteSettings> {
    const { payment = {}, siteName = {}, description = {}, ...flat } = change;
    const before = await this.read();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO site_settings (id, value) VALUES (true, '{}'::jsonb) ON CONFLICT (id) DO NOTHING`);
      await manager.query(
        `UPDATE site_settings SET value = value || $1::jsonb || jsonb_build_object(` +
          `'payment', coalesce(value->'payment', '{}'::jsonb) || $2::jsonb, ` +
          `'siteName', coalesce(value->'siteName', '{}'::jsonb) || $3::jsonb, ` +
          `'description', coalesce(value->'description', '{}'::jsonb) || $4::jsonb), updated_at = now()`,
        [JSON.stringify(flat), JSON.stringify(payment), JSON.stringify(siteName), JSON.stringify(description)],
      );
      const after = merge(await this.stored(manager));
      await this.audit.record({ action: 'settings.update', targetType: 'settings', targetId: null, before, after }, manager);
      // Delivered at commit, to this instance too.
      await this.changes.announce('site_settings_changed', manager);
    });
    this.cache.clear();
    return this.get();
  }

  private async read(): Promise<SiteSettings> {
    return merge(await this.stored(this.dataSource.manager));
  }

  private async stored(manager: DataSource['manager']): Promise<Partial<SiteSettings>> {
    const [row]: { value: Partial<SiteSettings> }[] = await manager.query('SELECT value FROM site_settings');
    return row?.value ?? {};
  }
}

const merge = (stored: Partial<SiteSettings>): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  ...stored,
  siteName: { ...DEFAULT_SITE_SETTINGS.siteName, ...stored.siteName },
  description: { ...DEFAULT_SITE_SETTINGS.description, ...stored.description },
  payment: { ...DEFAULT_SITE_SETTINGS.payment, ...stored.payment },
});
