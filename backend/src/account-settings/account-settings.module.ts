import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { SessionModule } from '../session/session.module.js';
import { AccountSettingsController } from './account-settings.controller.js';
import { AccountSettingsService } from './account-settings.service.js';
import { AvatarController } from './avatar/avatar.controller.js';
import { AvatarService } from './avatar/avatar.service.js';
import { AccountDeletionController } from './deletion/account-deletion.controller.js';
import { AccountDeletionService } from './deletion/account-deletion.service.js';
import { PurgeDeletedAccountsJob } from './deletion/purge-deleted-accounts.job.js';
import { DataExportController } from './export/data-export.controller.js';
import { DataExportService } from './export/data-export.service.js';
import { UploadsModule } from '../uploads/uploads.module.js';

/** A signed-in account's own settings (settings tab). */
@Module({
  imports: [SessionModule, AuthModule, UploadsModule, PropertiesModule],
  controllers: [AccountSettingsController, AccountDeletionController, AvatarController, DataExportController],
  providers: [AccountSettingsService, AccountDeletionService, PurgeDeletedAccountsJob, AvatarService, DataExportService],
})
export class AccountSettingsModule {}
