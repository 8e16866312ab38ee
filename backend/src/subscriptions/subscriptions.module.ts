import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { RewardsModule } from '../rewards/rewards.module.js';
import { EndedBoostsJob } from './ended-boosts.job.js';
import { ListingBoostsController } from './listing-boosts.controller.js';
import { ListingBoostsService } from './listing-boosts.service.js';
import { PaymentDecisionsService } from './payment-decisions.service.js';
import { PaymentsAdminController } from './payments-admin.controller.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PlanExpiryJob } from './plan-expiry.job.js';
import { PlansAdminController, PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';

/** Plans bought by transfer or cash (payment requests with receipts, an admin's decision, the plan's end), and reward points spent on featuring. */
@Module({
  imports: [MailModule, RewardsModule, PropertiesModule],
  controllers: [PlansController, PlansAdminController, PaymentsController, PaymentsAdminController, ListingBoostsController],
  providers: [PlansService, PaymentsService, PaymentDecisionsService, PlanExpiryJob, ListingBoostsService, EndedBoostsJob],
  exports: [PaymentsService],
})
export class SubscriptionsModule {}
