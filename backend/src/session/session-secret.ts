import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { keptSecret } from '../common/files/kept-secret.js';
import { DATABASE_CONFIG, type DatabaseConfig } from '../config/database.config.js';
import { SESSION_CONFIG, type SessionConfig } from '../config/session.config.js';

/** Injection token of the site's secret: it signs session cookies, and keys what must not be guessed (visitors' hashes). */
export const SESSION_SECRET = Symbol('SESSION_SECRET');

/**
 * SESSION_SECRET; else, on the embedded database, `<DATA_DIR>/session-secret`; else (a server
 * outside production: session.config.ts refuses production) a secret for this process alone.
 */
export async function sessionSecret(session: SessionConfig, database: DatabaseConfig): Promise<string> {
  if (session.secret) return session.secret;
  if (!database.url) return keptSecret(join(database.dataDir, 'session-secret'));
  new Logger('Sessions').warn('SESSION_SECRET is not set: every session ends when this process stops.');
  return randomBytes(48).toString('base64url');
}

export const sessionSecretProvider = {
  provide: SESSION_SECRET,
  inject: [SESSION_CONFIG, DATABASE_CONFIG],
  useFactory: sessionSecret,
};
