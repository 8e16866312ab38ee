import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whom the server's processes run as: undefined for the current user. */
export interface ServerAccount {
  uid: number;
  gid: number;
}

const SYSTEM_USER = 'postgres';

async function idsOf(user: string): Promise<ServerAccount> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root. As root (a container, CI), the server runs as the system
 * account "postgres", created when missing as Debian's postgresql package would.
 */
export async function serverAccount(): Promise<ServerAccount | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return await idsOf(SYSTEM_USER);
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER]);
    return idsOf(SYSTEM_USER);
  }
}
