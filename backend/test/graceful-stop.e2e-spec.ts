import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, type Property } from 'shared-contracts';
import { listingPayload } from './support/listings.js';
import { Owner } from './support/owner-load.js';
import { cleanUpSite, startSite, type RunningSite } from './support/running-site.js';
import { SESSION_COOKIE } from './support/session-client.js';
import { testImage } from './support/test-images.js';

/** The site is stopped (a deploy, docker stop, Ctrl-C): what is in flight is answered, each connection then closed, no new one taken. */
describe('SIGTERM under load', () => {
  let dataDir: string;
  let site: RunningSite | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-stop-'));
  });
  afterAll(() => cleanUpSite(site, dataDir));

  it('answers the upload in flight and the last request of each kept-alive connection, closing it, takes no new connection, is not ready, and exits within 10 s', async () => {
    site = await startSite(dataDir, { TRUST_PROXY: '1' });
    const owner = await Owner.signUp(site.url, 1);
    const { port } = new URL(site.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 40 });
    const call = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; closes: boolean }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: headersOf(owner, body) }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, closes: response.headers.connection === 'close' }));
        });
        req.on('error', reject);
        req.end(body);
      });

    // Keep-alive traffic from many clients, and writes among it.
    let signalled = false;
    const written: { client: number; title: string; status: number | string; closes: boolean; after: boolean }[] = [];
    const traffic = Array.from({ length: 20 }, async (_, client) => {
      for (let i = 0; !site!.process.exitCode && i < 10_000; i += 1) {
        const title = `written ${client}-${i}`;
        const after = signalled;
        const { status, closes } = await call('POST', '/api/properties', JSON.stringify(listingPayload({ title, isActive: false }))).catch((error: NodeJS.ErrnoException) => ({
          status: error.code ?? 'error',
          closes: true,
        }));
        written.push({ client, title, status, closes, after });
        if (typeof status === 'string') return; // the connection is gone: so is the site
      }
    });
    // The proxy's health check, its request begun before the signal and ended after it.
    const readiness = heldRequest(port, '/api/health/ready');
    // An upload whose body is still arriving when the signal comes.
    const photo = await testImage('jpeg', 1600, 1200);
    const upload = slowUpload(owner, port, photo);
    await upload.started;

    const signalledAt = Date.now();
    site.process.kill('SIGTERM');
    await site.printed('SIGTERM: finishing');
    signalled = true;
    readiness.finish();
    upload.finish();

    expect(await upload.status).toBe(201);
    const { code } = await site.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await Promise.all(traffic);
    agent.destroy();

    // After the signal, a request already on its way down a kept-alive connection is answered
    // (a proxy may have sent it there), with Connection: close; a new connection is refused.
    const after = written.filter((write) => write.after);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter(({ closes }) => !closes)).toEqual([]);
    const answeredAfter = after.filter(({ status }) => typeof status === 'number');
    expect(answeredAfter.filter(({ status }) => status !== 201)).toEqual([]);
    // One answer at most per connection: none is kept to take another.
    expect(new Set(answeredAfter.map(({ client }) => client)).size).toBe(answeredAfter.length);
    expect(after.filter(({ status }) => typeof status === 'string').length).toBeGreaterThan(0);
    // Not ready from the signal: the proxy leaves the instance out.
    expect(await readiness.response).toMatch(/^HTTP\/1\.1 503 /);

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

/** A GET whose headers stop short of their end until `finish()`: the connection is busy, not idle, meanwhile. */
function heldRequest(port: string, path: string) {
  const socket = connect(Number(port), '127.0.0.1');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  const response = new Promise<string>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  return { finish: () => socket.write('Connection: close\r\n\r\n'), response };
}

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
