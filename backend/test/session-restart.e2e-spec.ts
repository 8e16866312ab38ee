import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SESSION_COOKIE, signedUp } from './support/session-client.js';
import { startApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const userWith = (server: Parameters<typeof request>[0], cookie?: string) => request(server).get('/api/user').set('Cookie', `${SESSION_COOKIE}=${cookie}`);

describe('sessions across a restart of the backend', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('stay signed in with the same SESSION_SECRET and database', async () => {
    const env = { ...database.env, SESSION_SECRET: 'the-same-secret-after-the-restart-0123456789' };
    const first = await startApp(env);
    let cookie: string | undefined;
    let id: number;
    try {
      const signed = await signedUp(first.server);
      [cookie, id] = [signed.client.cookie, signed.id];
      await userWith(first.server, cookie).expect(200);
    } finally {
      await first.close();
    }
    const second = await startApp(env);
    try {
      expect((await userWith(second.server, cookie).expect(200)).body.id).toBe(id);
    } finally {
      await second.close();
    }
    // Another secret does not recognise the cookie's signature.
    const other = await startApp({ ...env, SESSION_SECRET: 'another-secret-entirely-0123456789-abcdef' });
    try {
      await userWith(other.server, cookie).expect(401);
    } finally {
      await other.close();
    }
  });
});

describe('the embedded database without SESSION_SECRET', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-secret-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps a generated secret beside its data, readable by its owner only, so sessions survive a restart', async () => {
    const env = { DATABASE_URL: undefined, DATA_DIR: dataDir, SESSION_SECRET: undefined };
    const first = await startApp(env);
    let cookie: string | undefined;
    try {
      cookie = (await signedUp(first.server)).client.cookie;
    } finally {
      await first.close();
    }
    expect((await stat(join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
    const second = await startApp(env);
    try {
      await userWith(second.server, cookie).expect(200);
    } finally {
      await second.close();
    }
  });
});
