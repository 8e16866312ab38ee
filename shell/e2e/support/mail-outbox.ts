import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_DATABASE, EMBEDDED_FILES } from '../../../backend/src/database/embedded/embedded-postgres';
import { runningServer } from '../../../backend/src/database/embedded/running-server';

/** The portal's embedded database (playwright.config.ts gives it its folder): for what a test reads or arranges there. */
export async function siteDatabase(): Promise<pg.Client> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const server = await runningServer(join(dataDir, EMBEDDED_FILES.cluster));
  if (!server) throw new Error(`No portal database runs in ${dataDir}`);
  const password = (await readFile(join(dataDir, EMBEDDED_FILES.password), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password, database: EMBEDDED_DATABASE });
  await client.connect();
  return client;
}

/**
 * The latest mail the site sent to `to` whose text holds `containing` (no SMTP server in the
 * tests: mail is kept in the outbox table), once the job queue has sent it.
 */
export async function mailTo(to: string, containing = ''): Promise<{ subject: string; text: string }> {
  const client = await siteDatabase();
  try {
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        ({ rows: [mail] } = await client.query(`SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND strpos(text, $2) > 0 ORDER BY id DESC LIMIT 1`, [to, containing]));
        return mail !== undefined;
      })
      .toBe(true);
    return mail!;
  } finally {
    await client.end();
  }
}
