import { Module } from '@nestjs/common';
import { PushController } from './push.controller.js';
import { PushQueue } from './push-queue.js';
import { PushSender } from './push-sender.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VapidKeys } from './vapid-keys.js';

/** Web Push: devices subscribe; saved-search alerts and new messages are pushed to them from the job queue. */
@Module({
  controllers: [PushController],
  providers: [VapidKeys, PushSubscriptionsService, PushSender, PushQueue],
  exports: [PushQueue],
})
export class PushModule {}
