import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { DataSource } from 'typeorm';
import { pgPool } from '../database/pg-pool.js';
import { SESSION_TABLE } from './session-table.js';

const PgStore = connectPgSimple(session);

/** Sessions in PostgreSQL, so that they survive a restart; owned by the app, closed with it. */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  readonly store: InstanceType<typeof PgStore>;

  constructor(dataSource: DataSource) {
    this.store = new PgStore({
      // TypeORM's own pool: the embedded database takes 10 connections in all (embedded-postgres.ts).
      pool: pgPool(dataSource),
      tableName: SESSION_TABLE,
      createTableIfMissing: false,
      // Touching would write the row on every request; expiry is ours (session-clock.ts).
      disableTouch: true,
      errorLog: (...args: unknown[]) => this.logger.error(args.map(String).join(' ')),
    });
  }

  /** Stops the pruning of expired rows; the pool is TypeORM's to close. */
  async onApplicationShutdown(): Promise<void> {
    // eslint-disable-next-line @typescript-eslint/await-thenable -- connect-pg-simple 10's close() returns a Promise; @types/connect-pg-simple 7 still says void
    await this.store.close();
  }
}
