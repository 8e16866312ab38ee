import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdvisorMails } from './advisor-mails.js';
import { AdvisorRequestsService } from './advisor-requests.service.js';
import { AdminAdvisorsController, AdvisorsController } from './advisors.controller.js';
import { AdvisorsService } from './advisors.service.js';
import { DemoAdvisorSeeder } from './demo/demo-advisor-seeder.js';

/** The legal advisors directory: profiles checked by admins, consultation requests, ratings. */
@Module({
  // AuthModule for AccountSeeder: being imported, its start-up hook runs before the demo advisors'.
  imports: [AuthModule, MailModule, UploadsModule],
  controllers: [AdvisorsController, AdminAdvisorsController],
  providers: [AdvisorsService, AdvisorRequestsService, AdvisorMails, DemoAdvisorSeeder],
  // The portal draws /advisors with its first page of the directory.
  exports: [AdvisorsService],
})
export class AdvisorsModule {}
