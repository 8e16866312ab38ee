import { Global, Module } from '@nestjs/common';
import { JobRunner } from './job-runner.js';

/** One job runner for every feature that has work to do in the background. */
@Global()
@Module({ providers: [JobRunner], exports: [JobRunner] })
export class JobsModule {}
