import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_SETTINGS_PATH, REMOTE_NAMES } from 'shared-contracts';
import { freePort } from '../../src/common/net/free-port.js';
import type { Env } from '../../src/config/validate-config.js';
import { npmRun } from './backup-commands.js';
import { startSite, type RunningSite } from './running-site.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { ROOT } from '../../scripts/workspace.mjs';

/** The compose file's front-end services: each one's package and nginx configuration (deploy/). */
const FRONTENDS = [{ service: 'shell', app: 'shell', role: 'shell' }, ...REMOTE_NAMES.map((name) => ({ service: name, app: `mfe-${name}`, role: 'remote' }))];

/** An answer through the proxy, over HTTP/2. */
export interface ProxyAnswer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

export interface DeployStack {
  /** https://localhost:<port>, the proxy. */
  url: string;
  api: RunningSite[];
  /** The instances' settings (the compose file's). */
  apiEnv: Env;
  /** Serves `folder` as the new build of an area (`marketplace`…), as replacing its container would: at once, nothing else restarted. */
  deployArea(service: string, folder: string): Promise<void>;
  /** Starts instance `n` (0 or 1) again, stopped or killed, on its port, with the same settings (of another release: its main.js); resolves once the proxy sends it requests again. */
  restartApi(n: number, main?: string): Promise<void>;
  /** GET (or another method, ':method', with a body) through the proxy over HTTP/2, its certificate from Caddy's own authority. */
  request(path: string, headers?: http2.OutgoingHttpHeaders, body?: string): Promise<ProxyAnswer>;
  close(): Promise<void>;
}

/** Waits for a process to print `text`; rejects with what it printed if it ends first. */
function printed(child: ChildProcess, text: RegExp, name: string): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (text.test(output)) resolve();
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code}):\n${output}`)));
  });
}

/**
 * What docker-compose.yml starts, without Docker: nginx serving the shell and each area with
 * deploy/nginx-*.conf, one PostgreSQL database migrated once before any instance (`npm run
 * migrate`), an S3 stand-in as the bucket, two API instances with the compose file's settings,
 * drawing the pages from the front ends' servers, and Debian's Caddy in front with
 * deploy/Caddyfile. The deploy files are used as they are, but for the service names Docker's
 * network would resolve (api-1:3000, shell:80…), replaced by loopback ports, and nginx's folder,
 * replaced by a link to each package's dist/.
 */
/**
 * `settings`: more of the instances' environment (the first admin's account, say); `prepare`: what
 * to do on the migrated database before the instances start (a bench's seed).
 */
export async function startDeployStack(settings: Env = {}, prepare?: (env: Env) => Promise<void>): Promise<DeployStack> {
  const work = await mkdtemp(join(tmpdir(), 'djelfa-deploy-'));
  // nginx's workers run as another user (nobody), as in its image: they read the builds through this folder.
  await chmod(work, 0o755);
  const started: { stop(): Promise<void> }[] = [];
  let database: TestDatabase | undefined;
  let bucket: TestS3Server | undefined;
  try {
    database = await createTestDatabase();
    bucket = await startS3Server('djelfa-photos');
    const proxyPort = await freePort();
    const url = `https://localhost:${proxyPort}`;
    // The front ends' servers first: the instances draw the pages from their builds.
    const frontendPorts = new Map<string, number>();
    const servers: string[] = [];
    for (const { service, app, role } of FRONTENDS) {
      const port = await freePort();
      frontendPorts.set(service, port);
      // Each container's folder, a link to the package's build: a deploy points it at another.
      await symlink(join(ROOT as string, app, 'dist'), join(work, service));
      const conf = (await readFile(join(ROOT as string, `deploy/nginx-${role}.conf`), 'utf8'))
        .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
        .replace(/root \/usr\/share\/nginx\/html;/, `root ${join(work, service)};`);
      servers.push(conf);
    }
    const nginxConf = join(work, 'nginx.conf');
    // As nginx's image does: its mime types, the server blocks in http.
    await writeFile(nginxConf, `daemon off; pid ${work}/nginx.pid; error_log stderr; events {} http { include /etc/nginx/mime.types; access_log off; ${servers.join('\n')} }`);
    const nginx = spawn('nginx', ['-p', work, '-c', nginxConf], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.push({ stop: () => stopProcess(nginx) });
    const deployArea = async (service: string, folder: string) => {
      // Replaced in one step, as a container is: a request sees the old build or the new one, whole.
      await symlink(folder, join(work, `${service}.next`));
      await rename(join(work, `${service}.next`), join(work, service));
    };

    // The compose file's settings, with each service's address (http://shell/…) its loopback port.
    const buildUrl = (service: string) => `http://127.0.0.1:${frontendPorts.get(service)}/`;
    const apiEnv: Env = {
      ...database.env,
      ...bucket.env,
      SESSION_SECRET: 'deploy-test-secret-of-at-least-32-characters',
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      SERVE_FRONTENDS: 'true',
      SHELL_BUILD_URL: buildUrl('shell'),
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_BUILD_URL_${name.toUpperCase()}`, buildUrl(name)])),
      MIGRATE_AT_START: 'false',
      LOG_FORMAT: 'json',
      ...settings,
    };
    // The README's order: the migrations once, then the instances.
    const migrated = await npmRun('migrate', '', apiEnv);
    if (migrated.code !== 0) throw new Error(`npm run migrate failed:\n${migrated.output}`);
    await prepare?.(apiEnv);
    const apiPorts = [await freePort(), await freePort()];
    const api: RunningSite[] = [];
    for (const port of apiPorts) api.push(await startSite(database.env.DATA_DIR!, apiEnv as Record<string, string>, port));
    started.push({ stop: async () => void (await Promise.all(api.map((site) => stopSite(site)))) });

    let caddyfile = await readFile(join(ROOT as string, 'deploy/Caddyfile'), 'utf8');
    caddyfile = caddyfile.replace(/api-(\d+):3000/g, (_, n: string) => `127.0.0.1:${apiPorts[Number(n) - 1]}`);
    for (const [service, port] of frontendPorts) caddyfile = caddyfile.replaceAll(`${service}:80`, `127.0.0.1:${port}`);
    await writeFile(join(work, 'Caddyfile'), caddyfile);
    const caddy = spawn('caddy', ['run', '--config', join(work, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, SITE_ADDRESS: `localhost:${proxyPort}`, HOME: work, XDG_DATA_HOME: join(work, 'data'), XDG_CONFIG_HOME: join(work, 'config') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push({ stop: () => stopProcess(caddy) });
    await printed(caddy, /serving initial configuration/, 'Caddy');

    // A session the proxy ends (its stop) must not fail the test that is over.
    const session = () => http2.connect(url, { rejectUnauthorized: false }).on('error', () => undefined);
    let client = session();
    const request = (path: string, headers: http2.OutgoingHttpHeaders = {}, body?: string): Promise<ProxyAnswer> =>
      new Promise((resolve, reject) => {
        if (client.closed || client.destroyed) client = session();
        const stream = client.request({ ':path': path, ...headers });
        const chunks: Buffer[] = [];
        let answer: http2.IncomingHttpHeaders = {};
        stream.on('response', (received) => (answer = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end(body);
      });
    // Ready when both instances answer through the proxy.
    for (;;) {
      const answers = await Promise.all([request('/api/health/ready'), request('/api/health/ready')]).catch(() => []);
      if (answers.length === 2 && answers.every(({ status }) => status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const restartApi = async (n: number, main?: string) => {
      await stopSite(api[n]);
      api[n] = await startSite(database!.env.DATA_DIR!, apiEnv as Record<string, string>, apiPorts[n], main);
      // Back once the proxy sends it a request (its health check asks every 5 s; an instance that failed requests waits out fail_duration).
      while (!api[n].output().includes('request completed')) {
        await request(PUBLIC_SETTINGS_PATH);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    return {
      url,
      api,
      apiEnv,
      deployArea,
      restartApi,
      request,
      close: async () => {
        client.close();
        for (const part of started.reverse()) await part.stop();
        await bucket?.close();
        await database?.drop();
        await rm(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    await bucket?.close();
    await database?.drop();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

async function stopSite(site: RunningSite): Promise<void> {
  if (site.process.exitCode !== null || site.process.signalCode !== null) return;
  site.process.kill('SIGTERM');
  await site.exited;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
