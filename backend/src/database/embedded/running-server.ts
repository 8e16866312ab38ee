import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A PostgreSQL server running on a data folder, as its postmaster.pid says. */
export interface RunningServer {
  pid: number;
  port: number;
}

/** Alive, whoever owns it (EPERM: it exists, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server whose postmaster.pid is in `pgDir` (line 1 its pid, line 4 its port), or null when
 * there is none or it names a process that is gone (a server killed with its machine or by
 * SIGKILL: PostgreSQL itself replaces such a file when it starts).
 */
export async function runningServer(pgDir: string): Promise<RunningServer | null> {
  const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const [pid, , , port] = text.split('\n').map((line) => Number(line.trim()));
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  return { pid, port };
}

/** Resolves once `pid` has exited, polling: the process may not be this one's child. */
export async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
