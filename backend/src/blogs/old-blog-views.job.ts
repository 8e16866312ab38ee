import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { BlogViews } from './blog-views.js';

export const OLD_BLOG_VIEWS_JOB = 'blog-views.forget-old';

/** Every hour: visitors' keys of a day that is over are deleted. */
@Injectable()
export class OldBlogViewsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly views: BlogViews,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: OLD_BLOG_VIEWS_JOB, cron: '35 * * * *', run: () => this.views.forgetOld() });
  }
}
