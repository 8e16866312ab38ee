import type { AppConfig } from './app.config.js';
import type { DatabaseConfig } from './database.config.js';
import type { PortalConfig } from './portal.config.js';

/** Every configuration namespace, for `ConfigService<AllConfig, true>` with `{ infer: true }`. */
export interface AllConfig {
  app: AppConfig;
  database: DatabaseConfig;
  portal: PortalConfig;
}
