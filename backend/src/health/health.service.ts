import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthResponse } from 'shared-contracts';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(private readonly dataSource: DataSource) {}

  /** Up only if the database answers a real query; otherwise 503 so that probes see it. */
  async check(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', db: 'up' };
    } catch (error) {
      this.logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      const body: HealthResponse = { status: 'error', db: 'down' };
      throw new ServiceUnavailableException({ ...body, message: 'The database is not reachable.' });
    }
  }
}
