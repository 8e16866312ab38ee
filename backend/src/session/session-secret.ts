import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config/database.config.js';
import type { SessionConfig } from '../config/session.config.js';

const MIN_LENGTH = 32;

/** Made once beside the embedded database, so that its sessions outlive a restart as its data does. */
async function keptSecret(file: string): Promise<string> {
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  if (kept.trim().length >= MIN_LENGTH) return kept.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

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
