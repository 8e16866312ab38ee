import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { REMOTE_NAMES } from 'shared-contracts';
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
const caddyfile = read('deploy/Caddyfile');
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

  it('sends the API paths to every instance, checked for readiness, and each area to its own static server', () => {
    const upstreams = /reverse_proxy ((?:api-\d+:3000 ?)+)\{/.exec(caddyfile)?.[1].trim().split(' ');
    expect(upstreams).toEqual(apiInstances.map((name) => `${name}:3000`));
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
    expect(caddyfile).toMatch(/lb_try_duration/);
    expect(caddyfile).toMatch(/encode zstd gzip/);
    const apiPaths = /@api path (.+)/.exec(caddyfile)![1].split(' ');
    expect(apiPaths).toEqual(expect.arrayContaining(['/api/*', '/uploads/*', '/remotes.json', '/manifest.webmanifest', '/app-icons/*']));
    expect(apiPaths).not.toContain('/metrics'); // scraped on each instance, never public
    for (const name of REMOTE_NAMES) {
      expect(caddyfile).toContain(`handle_path /mfe/${name}/* {\n\t\treverse_proxy ${name}:80`);
      expect(services[name].build).toMatchObject({ dockerfile: 'deploy/frontend.Dockerfile', args: { APP: `mfe-${name}` } });
    }
    expect(services.shell.build).toMatchObject({ args: { APP: 'shell', ROLE: 'shell' } });
  });

  it('documents every variable it reads in .env.example', () => {
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)[:}-]/g)].map(([, name]) => name));
    const documented = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});
