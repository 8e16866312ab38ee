import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, type Property } from 'shared-contracts';
import { listingPayload } from './support/listings.js';
import { Owner } from './support/owner-load.js';
import { cleanUpSite, startSite, type RunningSite } from './support/running-site.js';
import { SESSION_COOKIE } from './support/session-client.js';
import { testImage } from './support/test-images.js';

/** The site is stopped (a deploy, docker stop, Ctrl-C): what is in flight is answered, nothing after is taken. */
describe('SIGTERM under load', () => {
  let dataDir: string;
  let site: RunningSite | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-stop-'));
  });
  afterAll(() => cleanUpSite(site, dataDir));

  it('answers the upload in flight, refuses what comes after, closes kept-alive connections and exits within 10 s', async () => {
    site = await startSite(dataDir, { TRUST_PROXY: '1' });
    const owner = await Owner.signUp(site.url, 1);
    const { port } = new URL(site.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 40 });
    const call = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: headersOf(owner, body) }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });

    // Keep-alive traffic from many clients, and writes among it.
    let signalled = false;
    const written: { title: string; status: number | string; after: boolean }[] = [];
    const traffic = Array.from({ length: 20 }, async (_, n) => {
      for (let i = 0; !site!.process.exitCode && i < 10_000; i += 1) {
        const title = `written ${n}-${i}`;
        const after = signalled;
        const status = await call('POST', '/api/properties', JSON.stringify(listingPayload({ title, isActive: false }))).catch(
          (error: NodeJS.ErrnoException) => error.code ?? 'error',
        );
        written.push({ title, status, after });
        if (typeof status === 'string') return; // the connection is gone: so is the site
      }
    });
    // An upload whose body is still arriving when the signal comes.
    const photo = await testImage('jpeg', 1600, 1200);
    const upload = slowUpload(owner, port, photo);
    await upload.started;

    const signalledAt = Date.now();
    site.process.kill('SIGTERM');
    await site.printed('SIGTERM: finishing');
    signalled = true;
    upload.finish();

    expect(await upload.status).toBe(201);
    const { code } = await site.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await Promise.all(traffic);
    agent.destroy();

    // After the signal, nothing was taken: a 503 or a closed connection, never a 2xx.
    expect(written.filter(({ after, status }) => after && typeof status === 'number' && status < 300)).toEqual([]);
    expect(written.filter(({ after }) => after).length).toBeGreaterThan(0);

    // Every write answered 201 is there after a restart; none refused is.
    site = await startSite(dataDir, { TRUST_PROXY: '1' }, site.port);
    // Every page of them: a fast machine writes more than one page before the signal.
    const kept = new Set<string>();
    for (let page = 1; ; page += 1) {
      const listed = await owner.client.call<Property[]>('GET', `/api/user/properties?pageSize=100&page=${page}`);
      for (const { title } of listed.body) kept.add(title);
      if (listed.body.length < 100) break;
    }
    // Named, not counted: a failure says which writes went missing, and when they were sent.
    expect(written.filter(({ status, title }) => status === 201 && !kept.has(title))).toEqual([]);
    expect(written.filter(({ status, title }) => status !== 201 && kept.has(title)).map(({ title }) => title)).toEqual([]);
  }, 120_000);
});

function headersOf(owner: Owner, body?: string): Record<string, string> {
  return {
    Cookie: `${SESSION_COOKIE}=${owner.client.cookie}`,
    [CSRF_HEADER]: owner.client.token,
    'X-Forwarded-For': '198.51.100.2',
    ...(body !== undefined && { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }),
  };
}

/**
 * A multipart upload sent in two parts: `started` once the server has taken the request (it
 * answered Expect: 100-continue) and the first part is out, the rest on `finish()`.
 */
function slowUpload(owner: Owner, port: string, photo: Buffer) {
  const boundary = 'djelfa-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, photo, tail]);
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  let started = () => {};
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/uploads',
        headers: { ...headersOf(owner), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length), Expect: '100-continue' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.on('continue', () => req.write(body.subarray(0, half), () => started()));
    req.flushHeaders();
    finish = () => req.end(body.subarray(half));
  });
  return { started: startedPromise, finish: () => finish(), status };
}
