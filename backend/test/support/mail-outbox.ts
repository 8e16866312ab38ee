import type { DataSource } from 'typeorm';

export interface OutboxMail {
  subject: string;
  text: string;
}

/** The mail kept for `to` (no SMTP in tests), once at least `count` arrived from the job queue, or what there is after 10 s. */
export async function mailsTo(dataSource: DataSource, to: string, count = 1): Promise<OutboxMail[]> {
  const read = (): Promise<OutboxMail[]> => dataSource.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to]);
  for (let tries = 0; tries < 100; tries += 1) {
    const rows = await read();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}
