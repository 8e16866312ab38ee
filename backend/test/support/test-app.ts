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

/** The whole app as production builds it (createApp, migrations run), initialized, not listening. */
export async function startApp(env: Env): Promise<TestApp> {
  const app = await createApp({ env: { ...process.env, NODE_ENV: 'test', ...env }, logger: ['error', 'warn'] });
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
