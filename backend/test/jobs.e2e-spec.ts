import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PURGE_DELETED_ACCOUNTS_JOB } from '../src/account-settings/deletion/purge-deleted-accounts.job.js';
import { EXPIRED_SIGN_IN_LIMITS_JOB } from '../src/auth/expired-sign-in-limits.job.js';
import { SignInLimits } from '../src/auth/sign-in-limits.js';
import { OLD_BLOG_VIEWS_JOB } from '../src/blogs/old-blog-views.job.js';
import { DATABASE_CONFIG, type DatabaseConfig } from '../src/config/database.config.js';
import { OLD_TOPIC_VIEWS_JOB } from '../src/forum/old-topic-views.job.js';
import { DEAD_LETTERS, JobRunner } from '../src/jobs/job-runner.js';
import { ROLL_UP_JOB } from '../src/listing-analytics/roll-up.job.js';
import { OLD_DELIVERIES_JOB, SEND_MAIL_JOB } from '../src/mail/mail-queue.js';
import { MailService } from '../src/mail/mail.service.js';
import { LISTING_EXPIRY_JOB } from '../src/properties/expiry/listing-expiry.job.js';
import { OLD_VIEWS_JOB } from '../src/properties/old-views.job.js';
import { FORGET_REMOVALS_JOB } from '../src/properties/search/index/search-index.js';
import { DAILY_ALERTS_JOB, INSTANT_ALERTS_JOB } from '../src/saved-searches/saved-search-alerts.job.js';
import { ENDED_BOOSTS_JOB } from '../src/subscriptions/ended-boosts.job.js';
import { PLAN_EXPIRY_JOB } from '../src/subscriptions/plan-expiry.job.js';
import { ABANDONED_UPLOADS_JOB } from '../src/uploads/abandoned-uploads.job.js';
import { OLD_CONVERSATIONS_JOB } from '../src/messages/old-conversations.job.js';
import { settled } from './support/jobs.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';

/** Two API instances on one database, as behind a load balancer. */
describe('the job queue with several instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp();
    const { dataDir } = first.app.get<DatabaseConfig>(DATABASE_CONFIG);
    second = await startApp({ DATABASE_URL: (first.dataSource.options as { url: string }).url, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('holds one schedule per recurring job, however many instances declared it', async () => {
    const schedules = await first.dataSource.query('SELECT name, cron FROM pgboss.schedule ORDER BY name');
    expect(schedules).toEqual(
      [
        { name: OLD_VIEWS_JOB, cron: '23 * * * *' },
        { name: EXPIRED_SIGN_IN_LIMITS_JOB, cron: '41 * * * *' },
        { name: ABANDONED_UPLOADS_JOB, cron: '17 * * * *' },
        { name: ROLL_UP_JOB, cron: '* * * * *' },
        { name: LISTING_EXPIRY_JOB, cron: '*/15 * * * *' },
        { name: INSTANT_ALERTS_JOB, cron: '*/5 * * * *' },
        { name: DAILY_ALERTS_JOB, cron: '0 7 * * *' },
        { name: PURGE_DELETED_ACCOUNTS_JOB, cron: '47 * * * *' },
        { name: OLD_TOPIC_VIEWS_JOB, cron: '29 * * * *' },
        { name: OLD_BLOG_VIEWS_JOB, cron: '35 * * * *' },
        { name: PLAN_EXPIRY_JOB, cron: '53 * * * *' },
        { name: ENDED_BOOSTS_JOB, cron: '*/15 * * * *' },
        { name: OLD_DELIVERIES_JOB, cron: '11 * * * *' },
        { name: FORGET_REMOVALS_JOB, cron: '41 * * * *' },
        { name: OLD_CONVERSATIONS_JOB, cron: '23 3 * * *' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('runs each job once, on whichever instance takes it', async () => {
    const runs = [first, second].map((instance) => jest.spyOn(instance.app.get(SignInLimits), 'deleteExpired'));
    const jobs = first.app.get(JobRunner);
    const ids = await Promise.all(Array.from({ length: 12 }, () => jobs.send(EXPIRED_SIGN_IN_LIMITS_JOB)));
    for (const id of ids) await expect(settled(jobs, EXPIRED_SIGN_IN_LIMITS_JOB, id)).resolves.toBe('completed');
    expect(runs[0].mock.calls.length + runs[1].mock.calls.length).toBe(ids.length);
  });

  it('sends a mail once, whichever instance tries its job and however many times', async () => {
    const mail = { to: `once.${Date.now()}@example.dz`, subject: 'Once', text: 'Only once.' };
    const key = 'a-mail-job-tried-three-times';
    for (const instance of [first, second, first]) await instance.app.get(MailService).send(mail, key);
    const kept = await first.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1', [mail.to]);
    expect(kept[0].n).toBe(1);
  });

  it('keeps a job that failed for good among the dead letters', async () => {
    const [queue] = await first.dataSource.query('SELECT name, dead_letter AS "deadLetter", retry_limit AS "retryLimit" FROM pgboss.queue WHERE name = $1', [SEND_MAIL_JOB]);
    expect(queue).toEqual({ name: SEND_MAIL_JOB, deadLetter: DEAD_LETTERS, retryLimit: 5 });
    expect((await first.dataSource.query('SELECT name FROM pgboss.queue WHERE name = $1', [DEAD_LETTERS])).length).toBe(1);
  });
});
