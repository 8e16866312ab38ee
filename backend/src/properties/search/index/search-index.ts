import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { pgPool } from '../../../database/pg-pool.js';
import { JobRunner } from '../../../jobs/job-runner.js';
import { AppMetrics } from '../../../observability/app-metrics.js';
import { readListings } from './index-reader.js';
import { ListingIndex, type IndexRow } from './listing-index.js';

/** Writes nobody announces (a counted view) are read within this: a search after it starts a read, without waiting for it. */
const FRESH_MS = 1_000;
/** Idle instances read too, so that what they read next stays small. */
const IDLE_READ_MS = 30_000;
/** Deleted listings' ids are kept a day; an index that has not read for half of it is built again. */
const REBUILD_AFTER_MS = 12 * 60 * 60 * 1000;
/** Past this share of dead slots (listings whose text changed), the index is built again. */
const MAX_DEAD_SHARE = 0.5;

export const FORGET_REMOVALS_JOB = 'search-index.forget-removals';

/**
 * This process's search index (ListingIndex), PostgreSQL staying the source of truth. Built at
 * start; before a search, it reads what was written since its last read when a write was
 * announced (changed(): PropertySearchService's forget() here, the ChangeFeed from another
 * instance), so that a search sees every announced write as soon as the announcement arrives, as
 * the caches it replaced did. Writes nobody announces (a counted view) are read within a second.
 */
@Injectable()
export class SearchIndex implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SearchIndex');
  private index = new ListingIndex();
  private builds = 0;
  /** Where the next read of changes starts (index-reader.ts). */
  private since?: string;
  private ready?: Promise<void>;
  private rebuilding?: Promise<void>;
  /** Announcements heard, and how many of them the last completed read covers. */
  private announced = 0;
  private readFor = -1;
  private readAt = 0;
  private reading?: { promise: Promise<void>; covers: number };
  private timer?: NodeJS.Timeout;
  private readonly buildSeconds: Gauge;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    metrics: AppMetrics,
  ) {
    // What a build costs (at start and when built again) and what the index holds: the figures to watch as listings grow.
    this.buildSeconds = new Gauge({
      name: 'search_index_build_seconds',
      help: "The search index's last build, from the first read to the last row",
      registers: [metrics.registry],
    });
    const index = () => this.index;
    new Gauge({
      name: 'search_index_slots',
      help: 'Slots of the search index: live (the public listings) and used (dead ones, of listings changed since the build, included)',
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      collect() {
        this.set({ state: 'live' }, index().size);
        this.set({ state: 'used' }, index().used);
      },
    });
  }

  onModuleInit(): void {
    this.jobs.define({ name: FORGET_REMOVALS_JOB, cron: '41 * * * *', run: () => this.forgetOldRemovals() });
  }

  onApplicationBootstrap(): void {
    void this.current().catch((error: unknown) => this.logger.warn(`Search index not built yet: ${String(error)}`));
    this.timer = setInterval(() => {
      if (Date.now() - this.readAt >= IDLE_READ_MS) void this.current().catch((error: unknown) => this.logger.warn(`Search index not refreshed: ${String(error)}`));
    }, IDLE_READ_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.ready?.catch(() => undefined);
    await this.reading?.promise.catch(() => undefined);
  }

  /** Something was written: the next search reads it first. */
  changed(): void {
    this.announced += 1;
  }

  /** Changes whenever what the index holds does. */
  get version(): string {
    return `${this.builds}.${this.index.version}`;
  }

  /** The index, up to date as described above. */
  async current(): Promise<ListingIndex> {
    this.ready ??= this.build().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    if (Date.now() - this.readAt > REBUILD_AFTER_MS) await this.rebuild();
    if (this.readFor < this.announced) await this.readChanges();
    else if (Date.now() - this.readAt >= FRESH_MS && !this.reading)
      void this.readChanges().catch((error: unknown) => this.logger.warn(`Search index not refreshed: ${String(error)}`));
    return this.index;
  }

  private async build(): Promise<void> {
    const started = Date.now();
    const covers = this.announced;
    const index = new ListingIndex();
    const { next } = await readListings(pgPool(this.dataSource), undefined, (rows) => index.load(rows));
    index.loaded();
    this.index = index;
    this.since = next;
    this.builds += 1;
    this.readAt = started;
    this.readFor = Math.max(this.readFor, covers);
    this.buildSeconds.set((Date.now() - started) / 1000);
    this.logger.log(`Search index built: ${index.size} listings in ${Date.now() - started} ms.`);
  }

  private rebuild(): Promise<void> {
    this.rebuilding ??= this.build().finally(() => (this.rebuilding = undefined));
    return this.rebuilding;
  }

  /** One read at a time; a caller whose announcement came after the running read began waits for the next. */
  private async readChanges(): Promise<void> {
    const wanted = this.announced;
    while (this.reading) {
      const { promise, covers } = this.reading;
      await promise;
      if (covers >= wanted && Date.now() - this.readAt < FRESH_MS) return;
    }
    if (this.readFor >= wanted && Date.now() - this.readAt < FRESH_MS) return;
    const covers = this.announced;
    const promise = this.readOnce(covers).finally(() => (this.reading = undefined));
    this.reading = { promise, covers };
    await promise;
  }

  private async readOnce(covers: number): Promise<void> {
    const started = Date.now();
    const index = this.index;
    const rows: IndexRow[] = [];
    const { removed, next } = await readListings(pgPool(this.dataSource), this.since, (batch) => rows.push(...batch));
    if (index !== this.index) return; // built again meanwhile, from a later snapshot
    index.apply(rows);
    index.remove(removed);
    this.since = next;
    this.readFor = Math.max(this.readFor, covers);
    this.readAt = started;
    if (index.deadShare > MAX_DEAD_SHARE && index.used > 10_000) void this.rebuild().catch((error: unknown) => this.logger.warn(`Search index not rebuilt: ${String(error)}`));
  }

  private async forgetOldRemovals(): Promise<void> {
    await this.dataSource.query(`DELETE FROM listing_removals WHERE removed_at < now() - interval '1 day'`);
  }
}
