import { Module } from '@nestjs/common';
import { GracefulShutdown } from './graceful-shutdown.js';

/** The process's stop: one GracefulShutdown, for the app's start (app.factory.ts) and its readiness. */
@Module({ providers: [GracefulShutdown], exports: [GracefulShutdown] })
export class LifecycleModule {}
