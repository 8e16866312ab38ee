import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
// By path: the backend's TypeScript sources, which Playwright finds without their extension only
// by a relative path (the locale files, JSON, are found by package name).
import { EMBEDDED_DATABASE, EMBEDDED_FILES } from '../backend/src/database/embedded/embedded-postgres';
import { runningServer } from '../backend/src/database/embedded/running-server';

/** The portal's embedded database (shell/playwright.config.ts gives it its folder): for what a test reads or arranges there. */
export async function siteDatabase(): Promise<pg.Client> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const server = await runningServer(join(dataDir, EMBEDDED_FILES.cluster));
  if (!server) throw new Error(`No portal database runs in ${dataDir}`);
  const password = (await readFile(join(dataDir, EMBEDDED_FILES.password), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password, database: EMBEDDED_DATABASE });
  await client.connect();
  return client;
}
