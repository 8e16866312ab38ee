import { Global, Module } from '@nestjs/common';
import { ChangeFeed } from './change-feed.js';

/** Global: any area whose instances keep something in memory hears the others' changes. */
@Global()
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangeFeedModule {}
