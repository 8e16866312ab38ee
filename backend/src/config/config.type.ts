import type { AppConfig } from './app.config.js';
import type { AuthConfig } from './auth.config.js';
import type { DatabaseConfig } from './database.config.js';
import type { MailConfig } from './mail.config.js';
import type { PortalConfig } from './portal.config.js';
import type { SessionConfig } from './session.config.js';
import type { UploadsConfig } from '../uploads/uploads.config.js';

/** Every configuration namespace, for `ConfigService<AllConfig, true>` with `{ infer: true }`. */
export interface AllConfig {
  app: AppConfig;
  auth: AuthConfig;
  database: DatabaseConfig;
  mail: MailConfig;
  portal: PortalConfig;
  session: SessionConfig;
  uploads: UploadsConfig;
}
