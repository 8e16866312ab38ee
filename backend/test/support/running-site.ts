import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/common/net/free-port.js';
import { EMBEDDED_FILES } from '../../src/database/embedded/embedded-postgres.js';
import { runningServer } from '../../src/database/embedded/running-server.js';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { BACKEND_PACKAGES, ROOT, buildIfStale } from '../../scripts/workspace.mjs';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The site as `npm start` runs it: its own process (and process group), the embedded database in `dataDir`. */
export interface RunningSite {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything it printed. */
  output: () => string;
  /** Resolves when it has printed `text`. */
  printed(text: string): Promise<void>;
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL to its whole process group: no handler runs. */
  killGroup(): void;
}

/** Starts the site; `port` restarts it where it was, as a real restart would; `main`: another release's backend/dist/main.js. */
export async function startSite(dataDir: string, env: Record<string, string> = {}, port?: number, main = MAIN): Promise<RunningSite> {
  // The built backend, rebuilt first when its sources are newer (a developer running one test file).
  buildIfStale(BACKEND_PACKAGES);
  port ??= await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT as string,
    detached: true, // a group of its own, as a terminal gives `npm start`
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_FRONTENDS: 'false',
      DEMO_ACCOUNTS: 'false',
      ...env,
    },
  });
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.filter(({ text }) => output.includes(text))) wait.resolve();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const site: RunningSite = {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => output,
    printed: (text) => (output.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve }))),
    exited,
    killGroup: () => process.kill(-child.pid!, 'SIGKILL'),
  };
  // Ready when it says so; a start that fails says why.
  const ready = await Promise.race([site.printed('API ready at').then(() => true), site.printed('Djelfa Estates is running at').then(() => true), exited.then(() => false)]);
  if (!ready) throw new Error(`The site did not start:\n${output}`);
  return site;
}

/**
 * After a process test, whatever state it failed in: the site killed if it still runs, the server
 * it may have left behind stopped, the folder removed.
 */
export async function cleanUpSite(site: RunningSite | undefined, dataDir: string): Promise<void> {
  if (site && site.process.exitCode === null && site.process.signalCode === null) {
    site.killGroup();
    await site.exited;
  }
  const leftover = await runningServer(join(dataDir, EMBEDDED_FILES.cluster));
  if (leftover) process.kill(leftover.pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
}
