import { Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';

/** The metrics registry; the logger and request ids are set up by createApp, before Nest exists. */
@Global()
@Module({ providers: [AppMetrics], exports: [AppMetrics] })
export class ObservabilityModule {}
