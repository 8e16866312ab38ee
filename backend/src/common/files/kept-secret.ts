import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const MIN_LENGTH = 32;

/**
 * A random secret made once and kept in `file` (readable by its owner only), so that what it
 * protects outlives a restart: the embedded database's password, its sessions' signing key.
 */
export async function keptSecret(file: string): Promise<string> {
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  if (kept.trim().length >= MIN_LENGTH) return kept.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
