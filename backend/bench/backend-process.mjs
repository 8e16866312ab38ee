// The built backend as a process of its own on a database of the bench's, for load from outside.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../scripts/workspace.mjs';

/** `{ base, metrics(), peakMemoryMb(), stop() }` once /api/health answers. */
export async function startBackend(databaseEnv) {
  const metricsToken = randomBytes(16).toString('hex');
  // From the build, which the bench has made first.
  const { freePort } = await import('../dist/common/net/free-port.js');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...databaseEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_FRONTENDS: 'false',
    NODE_ENV: 'production',
    DEMO_ACCOUNTS: 'false',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: metricsToken,
  };
  const app = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  for (
    const started = Date.now();
    !(await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    ));
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    if (app.exitCode !== null || Date.now() - started > 120_000) throw new Error('The backend did not start.');
  }
  return {
    base,
    /** Its /metrics figures without labels, by name (the search index's build, Node's memory). */
    async metrics() {
      const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      return Object.fromEntries([...text.matchAll(/^([a-z_]+(?:\{[^}]*\})?) (\S+)$/gm)].map(([, name, value]) => [name, Number(value)]));
    },
    /** The most memory the process has held (VmHWM), in MB. */
    async peakMemoryMb() {
      const status = await readFile(`/proc/${app.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024);
    },
    async stop() {
      // Requests autocannon gave up on at the end of a run are still being answered: let them finish.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      app.kill('SIGTERM');
      await exited;
    },
  };
}
