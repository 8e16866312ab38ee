import { Injectable } from '@nestjs/common';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSiteSettings, type SiteSettings, type SiteSettingsUpdate } from 'shared-contracts';
import { sql, type Expression } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { ChangeFeed } from '../common/change-feed/change-feed.js';
import { db, rowsOf } from '../common/sql/kysely.js';

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

/** A part of the stored object (payment, siteName, description) with the change's keys merged into it. */
const mergedPart = (value: Expression<unknown>, name: string, change: object) =>
  sql`${sql.lit(name)}, coalesce(${value} -> ${sql.lit(name)}, '{}'::jsonb) || ${JSON.stringify(change)}::jsonb`;

/** The copy's age limit: another instance's save is heard at once, but not while the listener reconnects. */
const MAX_AGE_MS = 30_000;
/**
 * Past that age the copy is still answered at once while one read refreshes it. A listing's
 * write reads the settings inside its transaction: had every write waited for that read, which
 * needs a connection of its own, ten writes at once held the pool's ten connections while
 * waiting for an eleventh, and the site stopped (the 50-owner load test, once in CI).
 */
const STALE_MS = 10 * 60_000;

/**
 * The settings admins change without a deployment. Read on every request (maintenance) and
 * publication, so kept in memory; a save is announced to every instance (ChangeFeed), which
 * reads them again.
 */
@Injectable()
export class SiteSettingsService {
  private readonly cache = new FreshCache<SiteSettings>({ ttlMs: MAX_AGE_MS, staleMs: STALE_MS, maxEntries: 1 });

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
      await rowsOf(
        manager,
        db
          .insertInto('site_settings')
          .values({ id: true, value: sql`'{}'::jsonb` })
          .onConflict((conflict) => conflict.column('id').doNothing()),
      );
      await rowsOf(
        manager,
        db.updateTable('site_settings').set((eb) => {
          const value = eb.ref('value');
          return {
            value: sql`${value} || ${JSON.stringify(flat)}::jsonb || jsonb_build_object(${sql.join([
              mergedPart(value, 'payment', payment),
              mergedPart(value, 'siteName', siteName),
              mergedPart(value, 'description', description),
            ])})`,
            updated_at: sql`now()`,
          };
        }),
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

  private async stored(manager: EntityManager): Promise<Partial<SiteSettings>> {
    // What admins saved: parts of SiteSettings, each checked by the API before it was merged in.
    const [row] = await rowsOf(manager, db.selectFrom('site_settings').select('value').$castTo<{ value: Partial<SiteSettings> }>());
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
