import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobRunner } from '../jobs/job-runner.js';
import { MailService, type Mail } from './mail.service.js';

export const SEND_MAIL_JOB = 'mail.send';
export const OLD_DELIVERIES_JOB = 'mail.forget-deliveries';

/**
 * Mail a request causes (a consultation, a reply to a watched topic): put on the job queue in
 * the request, sent by whichever instance takes the job, tried again when the mail server fails
 * (never twice: MailService keys it by the job), kept with the dead letters when it never could be.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    // The job holds an address and a message: kept a day after it ran, then deleted.
    this.jobs.define<Mail>({ name: SEND_MAIL_JOB, run: (mail, job) => this.mail.send(mail, job.id), keepHours: 24 });
    // A job is not tried again after its retention (14 days): its key can go then.
    this.jobs.define({ name: OLD_DELIVERIES_JOB, cron: '11 * * * *', run: () => this.mail.forgetDeliveriesBefore(15) });
  }

  /** Given a transaction's manager, the mail is queued if and only if that transaction commits. */
  async enqueue(mail: Mail, manager?: EntityManager): Promise<void> {
    await this.jobs.send(SEND_MAIL_JOB, mail, manager);
  }
}
