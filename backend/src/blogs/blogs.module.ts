import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BlogAdminController } from './blog-admin.controller.js';
import { BlogCommentsService } from './blog-comments.service.js';
import { BlogFeeds } from './blog-feeds.js';
import { BlogsController, MyBlogsController } from './blogs.controller.js';
import { BlogsService } from './blogs.service.js';
import { DemoBlogSeeder } from './demo/demo-blog-seeder.js';

/** The blog: posts, comments, authors, its RSS feed and the site's sitemap. */
@Module({
  // AuthModule for AccountSeeder: being imported, its start-up hook runs before the demo articles'.
  imports: [AuthModule, MailModule, UploadsModule],
  controllers: [BlogsController, MyBlogsController, BlogAdminController],
  providers: [BlogsService, BlogCommentsService, BlogFeeds, DemoBlogSeeder],
  exports: [BlogsService],
})
export class BlogsModule {}
