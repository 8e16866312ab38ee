import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appendFile, chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_TOKEN_PATH, LANGUAGE_COOKIE, PUBLIC_SETTINGS_PATH, SERVER_BUNDLE_FILES, type Language, type Property, type ServerBundleFiles } from 'shared-contracts';
import { startDeployStack, type DeployStack } from './support/deploy-stack.js';
import { npmRun } from './support/backup-commands.js';
import { eventually } from './support/eventually.js';
import { listingPayload } from './support/listings.js';
import { Owner } from './support/owner-load.js';
import { newRelease } from './support/new-release.js';
import { startSite, type RunningSite } from './support/running-site.js';
import { startS3Server } from './support/s3-server.js';
import { BROWSER_USER_AGENT, newAccount } from './support/session-client.js';
import { SiteClient } from './support/site-client.js';
import { createTestDatabase } from './support/test-database.js';
import { testImage } from './support/test-images.js';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { ROOT } from '../scripts/workspace.mjs';

const { Client } = pg;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** docker-compose.yml's stack, run from the deploy files with Debian's Caddy and nginx (support/deploy-stack.ts), checked through the proxy only. */
describe('the compose stack, through its proxy', () => {
  let stack: DeployStack;
  /** The same site as `npm start` runs it, on the same database: each build read from its folder, the pages drawn by the one process. */
  let portal: RunningSite | undefined;
  const folders: string[] = [];
  /** The database and bucket a backup was restored onto, which the stack then runs on. */
  const restoredOnto: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    stack = await startDeployStack();
    // Without the build addresses: each build read from its folder, as npm start reads it.
    const settings = Object.fromEntries(Object.entries(stack.apiEnv).filter(([name]) => !/^(SHELL|REMOTE)_BUILD_URL/.test(name)));
    portal = await startSite(stack.apiEnv.DATA_DIR!, settings as Record<string, string>);
  }, 120_000);
  afterAll(async () => {
    if (portal?.process.exitCode === null) {
      portal.process.kill('SIGTERM');
      await portal.exited;
    }
    await stack?.close();
    for (const part of restoredOnto) await part.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  /** A visitor's page in `language`: the same request through the proxy, or to the npm-start site as if it had come through one. */
  const headersIn = (language: Language) => ({ accept: 'text/html', 'user-agent': BROWSER_USER_AGENT, cookie: `${LANGUAGE_COOKIE}=${language}` });
  const throughProxy = async (path: string, language: Language) => {
    const answer = await stack.request(path, headersIn(language));
    return { status: answer.status, html: answer.body.toString() };
  };
  const fromPortal = (path: string, language: Language) =>
    new Promise<{ status: number; html: string }>((resolve, reject) => {
      const headers = { ...headersIn(language), host: new URL(stack.url).host, 'x-forwarded-proto': 'https' };
      http
        .get(`${portal!.url}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString() }));
        })
        .on('error', reject);
    });

  it('draws /, /search, a listing and /blog with their data, the same HTML as npm start', async () => {
    const owner = await Owner.signUp(portal!.url, 1);
    const title = 'فيلا بحديقة في عين وسارة للمقارنة';
    const created = await owner.client.call<Property>('POST', '/api/properties', listingPayload({ title, commune: 'عين وسارة' }));
    expect(created.status).toBe(201);
    const paths = ['/', '/search', `/search?commune=${encodeURIComponent('عين وسارة')}`, `/property/${created.body.id}`, '/blog', '/forum', '/advisors'];
    for (const language of ['ar', 'en'] as const) {
      for (const path of paths) {
        const [proxied, local] = [await throughProxy(path, language), await fromPortal(path, language)];
        expect([path, language, proxied.status]).toEqual([path, language, 200]);
        expect([path, language, proxied.html]).toEqual([path, language, local.html]);
      }
      // Drawn with the data, not left to the browser.
      for (const path of [paths[2], paths[3]]) expect([path, (await throughProxy(path, language)).html.includes(title)]).toEqual([path, true]);
    }
  });

  it('draws with a new build of one area once its server has it, restarting nothing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'djelfa-deploy-build-'));
    folders.push(folder);
    // nginx's workers run as another user, as in its image.
    await chmod(folder, 0o755);
    const build = join(folder, 'marketplace');
    await cp(join(ROOT as string, 'mfe-marketplace', 'dist'), build, { recursive: true });
    // A new build whose pages say so: its Node bundle marks what it draws, and its files list has a new version.
    const marker = '<!-- the marketplace, build 2 -->';
    const bundle = JSON.parse(await readFile(join(build, SERVER_BUNDLE_FILES), 'utf8')) as ServerBundleFiles;
    await appendFile(
      join(build, '.prerender', bundle.entry),
      `\n;{ const built = module.exports; module.exports = { ...built, renderServerPage: async (...args) => Object.fromEntries(Object.entries(await built.renderServerPage(...args)).map(([key, value]) => [key, typeof value === 'string' ? value + ${JSON.stringify(marker)} : value])) }; }\n`,
    );
    await writeFile(join(build, SERVER_BUNDLE_FILES), JSON.stringify({ ...bundle, version: `${bundle.version}-2` }));
    const blogBefore = await throughProxy('/blog', 'ar');
    const processes = stack.api.map(({ process }) => process.pid);
    expect((await throughProxy('/search', 'ar')).html).not.toContain(marker);

    await stack.deployArea('marketplace', build);
    // Every instance, within the few seconds it takes to look at the builds again.
    const drawnWithIt = async () => (await Promise.all([1, 2, 3, 4].map(() => throughProxy('/search', 'ar')))).every(({ html }) => html.includes(marker));
    expect(await eventually(drawnWithIt, true, { timeout: 20_000, interval: 250 })).toBe(true);
    expect(stack.api.map(({ process }) => [process.pid, process.exitCode])).toEqual(processes.map((pid) => [pid, null]));
    // The other areas' pages are as they were.
    expect(await throughProxy('/blog', 'ar')).toEqual(blogBefore);
  }, 60_000);

  it('speaks HTTP/2 with compression, and the API answers with its security headers and the proxy’s request id', async () => {
    const page = await stack.request('/', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const area = await stack.request('/mfe/marketplace/remoteEntry.js', { 'accept-encoding': 'zstd, gzip' });
    expect([area.status, area.headers['content-encoding']]).toEqual([200, 'zstd']);
    const api = await stack.request('/manifest.webmanifest', { 'accept-encoding': 'gzip', 'x-request-id': 'chosen-by-the-client' });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers['x-request-id']).toMatch(UUID);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toBeDefined();
  });

  it('keeps /metrics out of reach from outside', async () => {
    const metrics = await stack.request('/metrics');
    expect(metrics.body.toString()).not.toContain('process_cpu_seconds_total');
    expect((await stack.request('/api/metrics')).status).toBe(404);
  });

  /**
   * Visitors browsing while `steps` runs, six at a time, one request after another, searches and
   * pages in turn; `served(n)` waits until n more were answered. What failed, by status and text.
   */
  async function underLoad(steps: (served: (count: number) => Promise<void>) => Promise<void>): Promise<string[]> {
    const failed: string[] = [];
    let answered = 0;
    let running = true;
    const visitors = Array.from({ length: 6 }, async (_, n) => {
      const path = n % 2 ? '/api/properties?pageSize=5' : '/search';
      while (running) {
        const answer = await stack.request(path, { accept: 'text/html' }).catch((error: Error) => ({ status: error.message, body: Buffer.alloc(0) }));
        if (answer.status === 200) answered += 1;
        else failed.push(`${path}: ${answer.status} ${answer.body.toString().slice(0, 120)}`);
        // A visitor reads what came before asking again: the machine is left to the other test files.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const served = async (count: number) => {
      const target = answered + count;
      while (answered < target) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      await steps(served);
    } finally {
      running = false;
      await Promise.all(visitors);
    }
    return failed;
  }

  it('loses no request while one instance is stopped (a deploy) and then the other killed', async () => {
    const failed = await underLoad(async (served) => {
      await served(50);
      // A deploy: one instance stopped, started again, and back in the proxy's pool.
      stack.api[0].process.kill('SIGTERM');
      await stack.api[0].exited;
      await served(50);
      await stack.restartApi(0);
      // A crash: the other one killed, nothing of it runs on.
      stack.api[1].killGroup();
      await stack.api[1].exited;
      await served(100);
    });
    expect(failed).toEqual([]);
    // The killed one comes back as well.
    await stack.restartApi(1);
    expect((await stack.request(PUBLIC_SETTINGS_PATH)).status).toBe(200);
  }, 120_000);

  it("restores a backup in the README's steps for docker-compose: instances stopped, an empty database and bucket, the restore, the instances started", async () => {
    // A member's listing with a photo, written while the stack serves.
    const account = newAccount();
    const member = await new SiteClient(portal!.url, '198.51.100.77').start();
    expect((await member.call('POST', '/api/register', account)).status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage('jpeg', 640, 480))], { type: 'image/jpeg' }), 'facade.jpg');
    const uploaded = await member.call<{ url: string }>('POST', '/api/uploads', form);
    expect(uploaded.status).toBe(201);
    const title = 'منزل بفناء في مسعد قبل النسخة الاحتياطية';
    const created = await member.call<Property>('POST', '/api/properties', listingPayload({ title, images: [uploaded.body.url] }));
    expect(created.status).toBe(201);
    const photo = await stack.request(uploaded.body.url);
    const folder = await mkdtemp(join(tmpdir(), 'djelfa-deploy-backup-'));
    folders.push(folder);
    const file = join(folder, 'djelfa.tar.gz');
    // The backup by hand, as the compose stack's migrate service runs it.
    expect((await npmRun('backup', file, stack.apiEnv)).code).toBe(0);

    // 1. The instances stopped (and npm start's site, on the same database).
    for (const site of [...stack.api, portal!]) {
      site.process.kill('SIGTERM');
      await site.exited;
    }
    // 2–3. An empty database, an empty new bucket.
    const database = await createTestDatabase();
    const bucket = await startS3Server('djelfa-photos-restored');
    try {
      const restoredEnv = { ...stack.apiEnv, ...database.env, ...bucket.env };
      // 4. The restore.
      const restored = await npmRun('restore', file, restoredEnv);
      expect({ code: restored.code, output: restored.output }).toMatchObject({ code: 0 });
      // 5. The instances started on them; a listing with its photo, and a sign-in, through the proxy.
      Object.assign(stack.apiEnv, restoredEnv);
      await stack.restartApi(0);
      await stack.restartApi(1);
      for (let n = 0; n < stack.api.length; n += 1) {
        const page = await stack.request(`/property/${created.body.id}`, { accept: 'text/html' });
        expect([page.status, page.body.toString().includes(title)]).toEqual([200, true]);
        const served = await stack.request(uploaded.body.url);
        expect([served.status, served.body.equals(photo.body)]).toEqual([200, true]);
      }
      const token = await stack.request(CSRF_TOKEN_PATH);
      const cookie = [token.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]);
      const signedIn = await stack.request(
        '/api/login',
        { ':method': 'POST', 'content-type': 'application/json', cookie: cookie.join('; '), [CSRF_HEADER]: (JSON.parse(token.body.toString()) as { token: string }).token },
        JSON.stringify({ email: account.email, password: account.password }),
      );
      expect([signedIn.status, (JSON.parse(signedIn.body.toString()) as { email: string }).email]).toEqual([200, account.email]);
    } finally {
      // The stack goes on, on them, for the tests after this one.
      restoredOnto.push({ close: () => bucket.close() }, { close: () => database.drop() });
    }
  }, 180_000);

  it("upgrades in the README's order, the new release's migrations first and then one instance at a time, losing no request", async () => {
    const release = await newRelease();
    try {
      const failed = await underLoad(async (served) => {
        await served(50);
        // `docker compose run --rm migrate` of the new image: the old instances serve on meanwhile, and after.
        const migrated = await release.migrate(stack.apiEnv);
        expect([migrated.code, migrated.output]).toEqual([0, expect.stringContaining(release.migration)]);
        await served(50);
        // `docker compose up -d --no-deps api-1`, healthy, then api-2.
        await stack.restartApi(0, release.main);
        await served(50);
        await stack.restartApi(1, release.main);
        await served(50);
      });
      expect(failed).toEqual([]);
      expect(stack.api.map(({ process }) => process.spawnargs.at(-1))).toEqual([release.main, release.main]);
      const database = new Client({ connectionString: stack.apiEnv.DATABASE_URL });
      await database.connect();
      try {
        const { rows } = await database.query<{ name: string }>(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'properties' AND column_name = $1`, [
          release.column,
        ]);
        expect(rows).toEqual([{ name: release.column }]);
      } finally {
        await database.end();
      }
    } finally {
      await release.remove();
    }
  }, 180_000);
});
