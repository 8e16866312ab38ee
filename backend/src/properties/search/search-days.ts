import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../../common/sql/kysely.js';

const FLUSH_MS = 60_000;

/**
 * Counts the searches people make (a first page asked for), for the back-office's chart. Kept
 * in memory and added to the day's row once a minute and at shutdown: a search costs no write.
 */
@Injectable()
export class SearchDays implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SearchDays');
  private pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  count(): void {
    const day = new Date().toISOString().slice(0, 10);
    this.pending.set(day, (this.pending.get(day) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    const counts = this.pending;
    if (counts.size === 0) return;
    this.pending = new Map();
    try {
      await rowsOf(
        this.dataSource,
        db
          .insertInto('search_days')
          .columns(['day', 'searches'])
          .expression(sql`SELECT * FROM unnest(${[...counts.keys()]}::date[], ${[...counts.values()]}::int[])`)
          .onConflict((conflict) => conflict.column('day').doUpdateSet((eb) => ({ searches: eb('search_days.searches', '+', eb.ref('excluded.searches')) }))),
      );
    } catch (error) {
      // Kept for the next flush (the database may be restarting).
      for (const [day, count] of counts) this.pending.set(day, (this.pending.get(day) ?? 0) + count);
      this.logger.warn(`Search counts not saved yet: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
