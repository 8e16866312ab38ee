import { Inject, Injectable, Logger } from '@nestjs/common';
import { sql } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { MAIL_CONFIG, type MailConfig } from '../config/mail.config.js';

/** A delivery's key, written once: a second try of the same key writes (and returns) nothing. */
const deliveredNow = (key: string) =>
  db
    .insertInto('mail_deliveries')
    .values({ key })
    .onConflict((conflict) => conflict.doNothing());

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends through SMTP_URL; without it, keeps the mail in the outbox table and the log. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    private readonly dataSource: DataSource,
  ) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  /**
   * With a `key` (the mail job's id, the same on every try), a mail goes out once: a try that
   * finds the key delivered does nothing. Kept in the outbox, the mail and its key are written in
   * one transaction. Sent by SMTP, the key is written once the server has accepted the mail; a
   * crash between the two would send it again, with the same Message-ID, which mailboxes take
   * for one message. A failure leaves the key unwritten: the job is tried again, later each time.
   */
  async send(mail: Mail, key?: string): Promise<void> {
    if (key && (await this.delivered(key))) return;
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.from, ...mail, ...(key && { messageId: `<${key}@djelfa-estates.dz>` }) });
      if (key) await rowsOf(this.dataSource, deliveredNow(key));
      return;
    }
    const kept = await this.dataSource.transaction(async (manager) => {
      if (key) {
        const [taken] = await rowsOf(manager, deliveredNow(key).returning('key'));
        if (!taken) return false;
      }
      await rowsOf(manager, db.insertInto('mail_outbox').values({ to: mail.to, subject: mail.subject, text: mail.text }));
      return true;
    });
    if (kept) this.logger.log(`No SMTP_URL: mail to ${mail.to} kept in mail_outbox.\n${mail.subject}\n\n${mail.text}`);
  }

  /** Deliveries older than `days`: no try of their jobs can come any more. */
  async forgetDeliveriesBefore(days: number): Promise<void> {
    await rowsOf(this.dataSource, db.deleteFrom('mail_deliveries').where('delivered_at', '<', sql<Date>`now() - make_interval(days => ${days})`));
  }

  private async delivered(key: string): Promise<boolean> {
    const rows = await rowsOf(this.dataSource, db.selectFrom('mail_deliveries').select('key').where('key', '=', key));
    return rows.length > 0;
  }
}
