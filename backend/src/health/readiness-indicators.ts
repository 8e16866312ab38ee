import { Injectable, Logger } from '@nestjs/common';
import { HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { pendingMigrations } from '../database/migrate-once.js';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown.js';
import { UploadsStorage } from '../uploads/storage/uploads-storage.js';

/** A probe gives up after this: a proxy's own check must not hang on a database that hangs. */
const TIMEOUT_MS = 2_000;

/** What /api/health/ready asks, one terminus indicator each. */
@Injectable()
export class ReadinessIndicators {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly typeorm: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsStorage,
    private readonly shutdown: GracefulShutdown,
  ) {}

  /** A stopping instance still answers what reaches it, but a proxy must send it nothing new. */
  running() {
    const check = this.indicators.check('running');
    return this.shutdown.isStopping ? check.down({ message: 'The instance is stopping.' }) : check.up();
  }

  database() {
    return this.typeorm.pingCheck('database', { connection: this.dataSource, timeout: TIMEOUT_MS });
  }

  /** The folder can be written to, or the bucket answers. Why not is logged, not answered: the probe is public. */
  storage() {
    return this.indicators
      .check('storage')
      .attempt(async () => {
        await this.uploads.check().catch((error: unknown) => {
          this.logger.warn(`The photos' storage does not answer: ${error instanceof Error ? error.message : String(error)}`);
          throw new Error("The photos' storage does not answer.");
        });
      })
      .withTimeout(TIMEOUT_MS);
  }

  /** An instance whose code expects migrations the database lacks must not answer (MIGRATE_AT_START=false). */
  async migrations() {
    const check = this.indicators.check('migrations');
    try {
      return (await pendingMigrations(this.dataSource)).length > 0 ? check.down({ message: 'Migrations are pending: run npm run migrate.' }) : check.up();
    } catch {
      return check.down({ message: 'The migrations cannot be read.' });
    }
  }
}
