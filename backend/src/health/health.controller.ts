import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import type { HealthResponse } from 'shared-contracts';
import { HealthService } from './health.service.js';
import { ReadinessIndicators } from './readiness-indicators.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly healthService: HealthService,
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessIndicators,
  ) {}

  /** The database answers: what the start scripts and tests wait for. */
  @Get()
  check(): Promise<HealthResponse> {
    return this.healthService.check();
  }

  /** The process answers (a restart is the cure otherwise): nothing outside it is asked. */
  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** May take traffic: not stopping, the database and the photos' storage answer, and the schema is the code's. 503 otherwise. */
  @Get('ready')
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    return this.health.check([() => this.readiness.running(), () => this.readiness.database(), () => this.readiness.storage(), () => this.readiness.migrations()]);
  }
}
