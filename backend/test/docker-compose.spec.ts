import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_SHELL_PATH, CONTENT_HASHED_FILE, REMOTE_NAMES, SERVER_BUNDLE_FILES, SERVICE_WORKER_PATH } from 'shared-contracts';
import { parse } from 'yaml';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { ROOT } from '../scripts/workspace.mjs';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  build?: { dockerfile: string; args?: Record<string, string> };
}

const read = (file: string): string => readFileSync(`${ROOT}/${file}`, 'utf8');
/** What `docker compose config` would resolve: anchors and merges applied (Docker itself cannot run here). */
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };

interface CaddyHandler {
  handler: string;
  status_code?: number;
  routes?: CaddyRoute[];
  upstreams?: { dial: string }[];
  health_checks?: { active?: { uri?: string } };
  load_balancing?: { try_duration?: number };
  headers?: { request?: { set?: Record<string, string[]> } };
  strip_path_prefix?: string;
  encodings?: Record<string, object>;
}
interface CaddyMatch {
  path?: string[];
  path_regexp?: { pattern: string };
  not?: CaddyMatch[];
}
interface CaddyRoute {
  match?: CaddyMatch[];
  handle: CaddyHandler[];
}

/**
 * The Caddyfile as Caddy itself reads it (`caddy adapt`, Debian's caddy, which CI installs): a
 * directive this Caddy does not know fails here, as it would fail the proxy's start.
 */
function caddyRoutes(): CaddyRoute[] {
  const json = execFileSync('caddy', ['adapt', '--config', `${ROOT}/deploy/Caddyfile`, '--adapter', 'caddyfile'], {
    env: { ...process.env, SITE_ADDRESS: 'localhost' },
    encoding: 'utf8',
  });
  const { apps } = JSON.parse(json) as { apps: { http: { servers: Record<string, { routes: CaddyRoute[] }> } } };
  const [server] = Object.values(apps.http.servers);
  return server.routes[0].handle[0].routes!;
}

const handlersIn = (handlers: CaddyHandler[]): CaddyHandler[] => handlers.flatMap((handler) => [handler, ...handlersIn((handler.routes ?? []).flatMap(({ handle }) => handle))]);
/** Caddy's path matcher for the patterns used here: exact, or a prefix ending in *. */
const pathMatches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
/** One matcher set: all of its matchers (the ones used here) take the path. */
const takes = ({ path: patterns, path_regexp: regexp, not }: CaddyMatch, path: string): boolean =>
  (!patterns || patterns.some((pattern) => pathMatches(pattern, path))) &&
  (!regexp || new RegExp(regexp.pattern).test(path)) &&
  (!not || !not.some((negated) => takes(negated, path)));

/** What the proxy does with a request for `path`: the handlers of the first route that takes it, nested ones included. */
function handling(routes: CaddyRoute[], path: string): CaddyHandler[] {
  const route = routes.find(({ match, handle }) => (match ? match.some((set) => takes(set, path)) : handle.some(({ handler }) => handler === 'subroute')));
  return handlersIn(route?.handle ?? []);
}
const upstreamsOf = (handlers: CaddyHandler[]) => handlers.find(({ handler }) => handler === 'reverse_proxy')?.upstreams?.map(({ dial }) => dial);
const services = compose.services;
const apiInstances = Object.keys(services).filter((name) => /^api-\d+$/.test(name));

describe('docker-compose.yml and the proxy in front', () => {
  it('runs two API instances of one image on one database and one bucket, started after the migrations and the bucket', () => {
    expect(apiInstances.length).toBeGreaterThanOrEqual(2);
    const [first, ...others] = apiInstances.map((name) => services[name]);
    for (const instance of others) expect(instance.environment).toEqual(first.environment);
    expect(first.environment).toMatchObject({ MIGRATE_AT_START: 'false', TRUST_PROXY: '1', UPLOADS_S3_ENDPOINT: 'http://minio:9000', LOG_FORMAT: 'json' });
    expect(first.environment!.DATABASE_URL).toContain('@postgres:5432/');
    expect(first.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' }, bucket: { condition: 'service_completed_successfully' } });
    expect(first.healthcheck!.test.join(' ')).toContain('/api/health/ready');
    expect(services.migrate).toMatchObject({
      image: first.image,
      command: ['node', 'backend/dist/database/migrate.js'],
      depends_on: { postgres: { condition: 'service_healthy' } },
    });
    expect(services.bucket.depends_on).toMatchObject({ minio: { condition: 'service_healthy' } });
  });

  it('sends the API paths and every page to every instance, checked for readiness, and each area to its own static server', () => {
    const routes = caddyRoutes();
    expect(routes.flatMap(({ handle }) => handle).find(({ handler }) => handler === 'encode')?.encodings).toEqual({ gzip: {}, zstd: {} });
    const pages = ['/', '/search', '/property/12', '/blog', '/blog/a-post', SERVICE_WORKER_PATH, APP_SHELL_PATH];
    for (const path of ['/api/properties', '/uploads/0123.webp', '/remotes.json', '/manifest.webmanifest', '/app-icons/icon-192.png', ...pages]) {
      const proxy = handling(routes, path).find(({ handler }) => handler === 'reverse_proxy')!;
      expect([path, proxy.upstreams?.map(({ dial }) => dial)]).toEqual([path, apiInstances.map((name) => `${name}:3000`)]);
      expect(proxy.health_checks?.active?.uri).toBe('/api/health/ready');
      expect(proxy.load_balancing?.try_duration).toBeGreaterThan(0);
      expect(Object.keys(proxy.headers?.request?.set ?? {})).toContain('X-Request-Id');
    }
    for (const name of REMOTE_NAMES) {
      const handlers = handling(routes, `/mfe/${name}/remoteEntry.js`);
      expect(upstreamsOf(handlers)).toEqual([`${name}:80`]);
      expect(handlers.find(({ handler }) => handler === 'rewrite')?.strip_path_prefix).toBe(`/mfe/${name}`);
      expect(services[name].build).toMatchObject({ dockerfile: 'deploy/frontend.Dockerfile', args: { APP: `mfe-${name}` } });
    }
    // The shell's files from its server; the metrics are scraped on each instance, and the areas' Node bundles read by the API, never through the proxy.
    for (const path of ['/favicon.ico', '/main.0123abcd.js']) expect([path, upstreamsOf(handling(routes, path))]).toEqual([path, ['shell:80']]);
    for (const path of ['/metrics', '/mfe/marketplace/.prerender/prerender.cjs', `/mfe/community/${SERVER_BUNDLE_FILES}`]) {
      expect([path, handling(routes, path).find(({ handler }) => handler === 'static_response')?.status_code]).toEqual([path, 404]);
    }
    expect(services.shell.build).toMatchObject({ args: { APP: 'shell', ROLE: 'shell' } });
  });

  it('has the instances draw the pages from each build as its own server has it', () => {
    const environment = services[apiInstances[0]].environment!;
    expect(environment.SERVE_FRONTENDS).not.toBe('false');
    expect(environment.SHELL_BUILD_URL).toBe('http://shell/');
    for (const name of REMOTE_NAMES) expect(environment[`REMOTE_BUILD_URL_${name.toUpperCase()}`]).toBe(`http://${name}/`);
  });

  it('gives nginx configurations that nginx accepts', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'djelfa-nginx-'));
    try {
      for (const role of ['shell', 'remote']) {
        // The file is a server block, as the image's conf.d/ includes it; nginx -t reads it inside an http block.
        const conf = join(prefix, `${role}.conf`);
        writeFileSync(conf, `pid ${prefix}/nginx.pid; error_log stderr; events {} http { access_log off; include ${ROOT}/deploy/nginx-${role}.conf; }`);
        expect(() => execFileSync('nginx', ['-t', '-q', '-p', prefix, '-c', conf], { stdio: 'pipe' })).not.toThrow();
        // Cached for a year: exactly the files whose names change with their content.
        expect(read(`deploy/nginx-${role}.conf`)).toContain(`location ~ "${CONTENT_HASHED_FILE.source}"`);
      }
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('documents every variable it reads in .env.example', () => {
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)[:}-]/g)].map(([, name]) => name));
    const documented = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});
