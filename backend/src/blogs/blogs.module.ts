import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BlogAdminController } from './blog-admin.controller.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogCommentsService } from './blog-comments.service.js';
import { BlogFeeds } from './blog-feeds.js';
import { BlogsController, MyBlogsController } from './blogs.controller.js';
import { BlogsService } from './blogs.service.js';
import { BlogViews } from './blog-views.js';
import { OldBlogViewsJob } from './old-blog-views.job.js';
import { SessionModule } from '../session/session.module.js';
import { DemoBlogSeeder } from './demo/demo-blog-seeder.js';

/** The blog: posts, comments, authors, its RSS feed and the site's sitemap. */
@Module({
  // AuthModule for AccountSeeder: being imported, its start-up hook runs before the demo articles'.
  // SessionModule for the site's secret, which keys the visitors' hashes of article views.
  imports: [AuthModule, MailModule, UploadsModule, SessionModule],
  controllers: [BlogsController, MyBlogsController, BlogAdminController],
  providers: [BlogsService, BlogAdminService, BlogCommentsService, BlogFeeds, BlogViews, OldBlogViewsJob, DemoBlogSeeder],
  exports: [BlogsService, BlogCommentsService],
})
export class BlogsModule {}
