import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { MAIL_CONFIG, type MailConfig } from '../config/mail.config.js';
import { OutboxMailEntity } from './outbox-mail.entity.js';

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
    @InjectRepository(OutboxMailEntity) private readonly outbox: Repository<OutboxMailEntity>,
  ) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.from, ...mail });
      return;
    }
    await this.outbox.insert(mail);
    this.logger.log(`No SMTP_URL: mail to ${mail.to} kept in mail_outbox.\n${mail.subject}\n\n${mail.text}`);
  }
}
