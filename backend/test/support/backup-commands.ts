import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Env } from '../../src/config/validate-config.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run backup|restore -- <file>` (or `npm run migrate`) as a person runs it, from the repository's root: its exit code and what it printed. */
export function npmRun(script: 'backup' | 'restore' | 'migrate', file: string, env: Env): Promise<{ code: number; output: string }> {
  const run = promisify(execFile)(process.execPath, [join(ROOT, `backend/scripts/${script}.mjs`), ...(file ? [file] : [])], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}
