import { Global, Module } from '@nestjs/common';
import { WriteLimits } from './write-limits.js';

/** The members' write budgets, for every area that takes posts from strangers. */
@Global()
@Module({ providers: [WriteLimits], exports: [WriteLimits] })
export class RateLimitsModule {}
