import { AdminInvitationsController } from './admin-invitations.controller.js';
import { AdminInvitationsService } from './admin-invitations.service.js';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { SharedThrottlerStorage } from '../common/rate-limits/shared-throttler-storage.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { MailModule } from '../mail/mail.module.js';
import { SessionModule } from '../session/session.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountSeeder } from './account-seeder.js';
import { AuthController } from './auth.controller.js';
import { CredentialsService } from './credentials.service.js';
import { CurrentUserLoader } from './current-user.loader.js';
import { LocalStrategy } from './local.strategy.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordController } from './password.controller.js';
import { RegistrationService } from './registration.service.js';
import { ResetLinkService } from './reset-link.service.js';
import { SessionSerializer } from './session.serializer.js';
import { ExpiredSignInLimitsJob } from './expired-sign-in-limits.job.js';
import { SignInLimits } from './sign-in-limits.js';
import { TwoFactorSignInController } from './two-factor/two-factor-sign-in.controller.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { SecurityMails } from './security-mails.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

@Module({
  imports: [
    UsersModule,
    SessionModule,
    MailModule,
    PassportModule.register({ session: true }),
    ThrottlerModule.forRootAsync({
      inject: [AUTH_CONFIG, DataSource],
      useFactory: (auth: AuthConfig, dataSource: DataSource) => ({
        throttlers: [{ ttl: 60_000, limit: auth.rateLimitPerMinute }],
        storage: new SharedThrottlerStorage(dataSource),
      }),
    }),
  ],
  controllers: [AuthController, PasswordController, TwoFactorController, TwoFactorSignInController, AdminInvitationsController],
  providers: [
    AdminInvitationsService,
    CredentialsService,
    SignInLimits,
    ExpiredSignInLimitsJob,
    RegistrationService,
    ResetLinkService,
    PasswordResetService,
    LocalStrategy,
    SessionSerializer,
    CurrentUserLoader,
    AccountSeeder,
    TwoFactorService,
    SecurityMails,
  ],
  exports: [CurrentUserLoader, AccountSeeder, SecurityMails],
})
export class AuthModule {}
