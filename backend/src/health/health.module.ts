import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LifecycleModule } from '../lifecycle/lifecycle.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { ReadinessIndicators } from './readiness-indicators.js';

@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' }), UploadsModule, LifecycleModule],
  controllers: [HealthController],
  providers: [HealthService, ReadinessIndicators],
})
export class HealthModule {}
