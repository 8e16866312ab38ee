import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUpSite, startSite, type RunningSite } from './support/running-site.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The site as a log collector sees it: its output piped, so JSON lines (pino) by default. */
describe('structured logs', () => {
  let database: TestDatabase | undefined;
  let site: RunningSite | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-logs-'));
    const env: Record<string, string> = { SESSION_SECRET: 'a-test-secret-of-at-least-32-characters' };
    if (process.env.DATABASE_URL?.trim()) {
      database = await createTestDatabase();
      env.DATABASE_URL = database.env.DATABASE_URL!;
    }
    site = await startSite(dataDir, env);
  }, 120_000);

  afterAll(async () => {
    await cleanUpSite(site, dataDir);
    await database?.drop();
  });

  const lines = () =>
    site!
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');

  it('writes one JSON object per line, each request with its id, path (never its query), status and time; probes unlogged', async () => {
    await fetch(`${site!.url}/api/health/ready`, { headers: { 'X-Request-Id': 'probe-0123456789' } });
    const response = await fetch(`${site!.url}/api/properties/999999?token=a-secret-from-a-link`, { headers: { 'X-Request-Id': 'trace-0123456789' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('trace-0123456789');
    await site!.printed('trace-0123456789');

    const parsed = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.find(({ msg }) => String(msg).startsWith('API ready at'))).toMatchObject({ level: 'info', context: 'Main', pid: site!.process.pid });
    for (const entry of parsed) expect(typeof entry.time === 'string' && !Number.isNaN(Date.parse(entry.time))).toBe(true);
    const request = parsed.find(({ reqId }) => reqId === 'trace-0123456789');
    expect(request).toMatchObject({ level: 'info', msg: 'request completed', req: { method: 'GET', path: '/api/properties/999999' }, res: { status: 404 } });
    expect(typeof request!.responseTime).toBe('number');
    expect(site!.output()).not.toContain('a-secret-from-a-link');
    expect(site!.output()).not.toContain('probe-0123456789');
  });
});
