import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TotalCountInterceptor } from './common/http/paged.js';
import { AccountSettingsModule } from './account-settings/account-settings.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AdvisorsModule } from './advisors/advisors.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupModule } from './backup/backup.module.js';
import { backupsConfig } from './backup/backups.config.js';
import { BlogsModule } from './blogs/blogs.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { ChangeFeedModule } from './common/change-feed/change-feed.module.js';
import { RateLimitsModule } from './common/rate-limits/rate-limits.module.js';
import { RequestValidationPipe } from './common/validation/validation-pipe.js';
import { appConfig } from './config/app.config.js';
import { authConfig } from './config/auth.config.js';
import { databaseConfig } from './config/database.config.js';
import { mailConfig } from './config/mail.config.js';
import { mapTilesConfig } from './config/map-tiles.config.js';
import { portalConfig } from './config/portal.config.js';
import { sessionConfig } from './config/session.config.js';
import type { Env } from './config/validate-config.js';
import { DatabaseModule } from './database/database.module.js';
import { EngagementModule } from './engagement/engagement.module.js';
import { FavoritesModule } from './favorites/favorites.module.js';
import { ForumModule } from './forum/forum.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ListingAnalyticsModule } from './listing-analytics/listing-analytics.module.js';
import { LifecycleModule } from './lifecycle/lifecycle.module.js';
import { MailModule } from './mail/mail.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { PortalModule } from './portal/portal.module.js';
import { PropertiesModule } from './properties/properties.module.js';
import { pushConfig } from './push/push.config.js';
import { PushModule } from './push/push.module.js';
import { RewardsModule } from './rewards/rewards.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';
import { SiteFiguresModule } from './site-figures/site-figures.module.js';
import { SiteSettingsModule } from './site-settings/site-settings.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { uploadsConfig } from './uploads/uploads.config.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { UsersModule } from './users/users.module.js';

/** Product modules, in one list: a new area is added here and nowhere else. */
const FEATURE_MODULES = [
  ChangeFeedModule,
  HealthModule,
  PortalModule,
  UsersModule,
  AuditModule,
  SiteSettingsModule,
  MailModule,
  AuthModule,
  AccountSettingsModule,
  UploadsModule,
  PropertiesModule,
  ListingAnalyticsModule,
  FavoritesModule,
  PushModule,
  SavedSearchesModule,
  RateLimitsModule,
  RewardsModule,
  BlogsModule,
  ForumModule,
  MessagesModule,
  AdvisorsModule,
  NewsletterModule,
  EngagementModule,
  SubscriptionsModule,
  SiteFiguresModule,
  AdminModule,
  BackupModule,
];

/** Configuration namespaces (registerAs factories of the environment), validated at start. */
const CONFIG_NAMESPACES = [appConfig, databaseConfig, portalConfig, sessionConfig, authConfig, mailConfig, uploadsConfig, mapTilesConfig, pushConfig, backupsConfig];

@Module({})
export class AppModule {
  /** `env` is `process.env` in production; tests pass their own database settings. */
  static register(env: Env): DynamicModule {
    const namespaces = CONFIG_NAMESPACES.map((namespace) => namespace(env));
    // Every variable is checked here, before any provider runs: a start that is going to fail
    // must not open a database or write a secret first.
    for (const validate of namespaces) validate();
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          // Configuration comes from `env` alone: no .env file, no fallback to process.env.
          ignoreEnvFile: true,
          skipProcessEnv: true,
          load: namespaces,
        }),
        DatabaseModule,
        LifecycleModule,
        JobsModule,
        ObservabilityModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_PIPE, useClass: RequestValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Lists answer `paged(...)`: their total goes in X-Total-Count here, nowhere else.
        { provide: APP_INTERCEPTOR, useClass: TotalCountInterceptor },
      ],
    };
  }
}
