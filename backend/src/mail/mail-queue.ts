import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { MailService, type Mail } from './mail.service.js';

export const SEND_MAIL_JOB = 'mail.send';

/**
 * Mail a request causes (a consultation, a reply to a watched topic): put on the job queue in
 * the request, sent by whichever instance takes the job, tried again when the mail server fails.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    // The job holds an address and a message: kept a day after it ran, then deleted.
    this.jobs.define<Mail>({ name: SEND_MAIL_JOB, run: (mail) => this.mail.send(mail), keepHours: 24 });
  }

  async enqueue(mail: Mail): Promise<void> {
    await this.jobs.send(SEND_MAIL_JOB, mail);
  }
}
