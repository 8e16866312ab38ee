import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import type { Env } from '../../src/config/validate-config.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** What supertest takes: `request(testApp.server).get('/api/health')`. */
  server: Server;
  /** For arranging rows and checking what the API wrote. */
  dataSource: DataSource;
  close(): Promise<void>;
}

// Tests sign in far more often than a person (the rate-limit test sets its own limit), and a fixed
// secret spares the server-mode tests the per-process secret's warning.
const TEST_DEFAULTS: Env = { NODE_ENV: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '10000', SESSION_SECRET: 'a-test-secret-of-at-least-32-characters' };

/** The whole app as production builds it (createApp, migrations run), initialized, not listening. */
export async function startApp(env: Env): Promise<TestApp> {
  const app = await createApp({ env: { ...process.env, ...TEST_DEFAULTS, ...env }, logger: ['error', 'warn'] });
  try {
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, server: app.getHttpServer(), dataSource: app.get(DataSource), close: () => app.close() };
}

/**
 * The app on a fresh database of its own (see createTestDatabase); close() stops the app and
 * drops the database. Start one per test file in beforeAll, close it in afterAll. `env` adds
 * settings of the test's own (the front ends to serve, say).
 */
export async function startTestApp(env: Env = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  let testApp: TestApp;
  try {
    testApp = await startApp({ ...env, ...database.env });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const close = async (): Promise<void> => {
    try {
      await testApp.close();
    } finally {
      await database.drop();
    }
  };
  return { ...testApp, close };
}
