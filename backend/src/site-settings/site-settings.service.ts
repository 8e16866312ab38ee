import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSiteSettings, type SiteSettings, type SiteSettingsUpdate } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { AuditLog } from '../audit/audit-log.js';

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

/** Every instance drops its copy when any instance saves (the listener may miss one while reconnecting: hence the age limit too). */
const CHANNEL = 'site_settings_changed';
const MAX_AGE_MS = 30_000;
const RETRY_MS = 5_000;

/**
 * The settings admins change without a deployment. Read on every request (maintenance) and
 * publication, so kept in memory; a save NOTIFYs every instance, which reads them again.
 */
@Injectable()
export class SiteSettingsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('SiteSettings');
  private cached?: { at: number; value: Promise<SiteSettings> };
  private listener?: pg.Client;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  /** Before the pools close: no reconnection after this. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  get(): Promise<SiteSettings> {
    if (!this.cached || Date.now() - this.cached.at > MAX_AGE_MS) {
      const value = this.read();
      this.cached = { at: Date.now(), value };
      value.catch(() => (this.cached = undefined)); // a failed read is not kept
    }
    return this.cached.value;
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
      await manager.query(
        `INSERT INTO site_settings (id, value) VALUES (true, '{}'::jsonb) ON CONFLICT (id) DO NOTHING`,
      );
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
      await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, '']);
    });
    this.cached = undefined;
    return this.get();
  }

  private async read(): Promise<SiteSettings> {
    return merge(await this.stored(this.dataSource.manager));
  }

  private async stored(manager: DataSource['manager']): Promise<Partial<SiteSettings>> {
    const [row]: { value: Partial<SiteSettings> }[] = await manager.query('SELECT value FROM site_settings');
    return row?.value ?? {};
  }

  /** One connection of its own LISTENs; if it drops, the age limit holds until it is back. */
  private async listen(): Promise<void> {
    const { url } = this.dataSource.options as PostgresDataSourceOptions;
    const client = new pg.Client({ connectionString: url, application_name: 'djelfa-settings' });
    let lost = false;
    const lose = (why: string) => {
      if (lost) return; // an error and the end that follows it are one loss
      lost = true;
      this.cached = undefined;
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`Settings listener lost (${why}); reconnecting.`);
      this.listenLater();
    };
    client.on('notification', () => (this.cached = undefined));
    client.on('error', (error) => lose(error.message));
    client.on('end', () => lose('connection ended'));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (this.stopped) await client.end();
    else this.listener = client;
  }

  private listenLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.listen().catch(() => this.listenLater()), RETRY_MS);
    this.retry.unref();
  }
}

const merge = (stored: Partial<SiteSettings>): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  ...stored,
  siteName: { ...DEFAULT_SITE_SETTINGS.siteName, ...stored.siteName },
  description: { ...DEFAULT_SITE_SETTINGS.description, ...stored.description },
  payment: { ...DEFAULT_SITE_SETTINGS.payment, ...stored.payment },
});
