import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

/** What one instance tells every instance (itself included) through PostgreSQL. */
export const CHANGE_CHANNELS = ['site_settings_changed', 'listings_changed'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

const RETRY_MS = 5_000;

/**
 * Changes one instance makes that the others keep in memory (settings, search results, listings):
 * announced with NOTIFY, heard on one LISTEN connection per process. A subscriber is also called
 * when that connection was lost and is back — anything may have changed meanwhile — so every
 * cache stays either fresh or a subscriber's own age limit away from it.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private readonly handlers = new Map<ChangeChannel, Set<() => void>>();
  private listener?: pg.Client;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly dataSource: DataSource) {}

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

  /** `handler` runs on every announcement of `channel`, and after a lost connection is back. */
  subscribe(channel: ChangeChannel, handler: () => void): void {
    const handlers = this.handlers.get(channel) ?? new Set();
    handlers.add(handler);
    this.handlers.set(channel, handlers);
  }

  /** In a write's transaction when given: delivered at its commit, and only if it commits. */
  async announce(channel: ChangeChannel, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [channel, '']);
  }

  private deliver(channel: ChangeChannel): void {
    for (const handler of this.handlers.get(channel) ?? []) handler();
  }

  private deliverAll(): void {
    for (const channel of CHANGE_CHANNELS) this.deliver(channel);
  }

  private async listen(): Promise<void> {
    const { url } = this.dataSource.options as PostgresDataSourceOptions;
    const client = new pg.Client({ connectionString: url, application_name: 'djelfa-changes' });
    let lost = false;
    const lose = (why: string) => {
      if (lost) return; // an error and the end that follows it are one loss
      lost = true;
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.deliverAll();
      this.logger.warn(`Change listener lost (${why}); reconnecting.`);
      this.listenLater();
    };
    client.on('notification', ({ channel }) => (CHANGE_CHANNELS as readonly string[]).includes(channel) && this.deliver(channel as ChangeChannel));
    client.on('error', (error) => lose(error.message));
    client.on('end', () => lose('connection ended'));
    await client.connect();
    for (const channel of CHANGE_CHANNELS) await client.query(`LISTEN ${channel}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.listener = client;
    // Back after a loss: what was announced meanwhile was not heard.
    this.deliverAll();
  }

  private listenLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.listen().catch(() => this.listenLater()), RETRY_MS);
    this.retry.unref();
  }
}
