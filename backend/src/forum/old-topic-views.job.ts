import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { TopicViews } from './topic-views.js';

export const OLD_TOPIC_VIEWS_JOB = 'forum-views.forget-old';

/** Every hour: visitors' keys of a day that is over are deleted. */
@Injectable()
export class OldTopicViewsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly views: TopicViews,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: OLD_TOPIC_VIEWS_JOB, cron: '29 * * * *', run: () => this.views.forgetOld() });
  }
}
