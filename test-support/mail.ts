import { expect } from '@playwright/test';
import { siteDatabase } from './database';

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
        ({
          rows: [mail],
        } = await client.query(`SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND strpos(text, $2) > 0 ORDER BY id DESC LIMIT 1`, [to, containing]));
        return mail !== undefined;
      })
      .toBe(true);
    return mail!;
  } finally {
    await client.end();
  }
}
