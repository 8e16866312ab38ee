import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { db, rowOf, rowsOf } from '../../common/sql/kysely.js';
import { demoPhoto } from '../../uploads/demo-photos.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { BlogsService } from '../blogs.service.js';
import type { UserRow } from '../../users/user-row.js';
import { DEMO_POSTS } from './demo-posts.js';

const HOUR = 3_600_000;

/**
 * With the demo accounts: the sample articles, once, on an empty blog, written by the demo admin
 * through the blog's own service (slugs, rendering and sanitising as for any post), then dated
 * a few days apart and marked as demo content.
 */
@Injectable()
export class DemoBlogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountSeeder,
    private readonly dataSource: DataSource,
    private readonly blogs: BlogsService,
    private readonly uploads: UploadsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.accounts.demoAccounts().find((account) => account.role === 'admin');
    if (!admin) return;
    // The blog's service reads no more of its writer than these.
    const [user] = await rowsOf(
      this.dataSource,
      db.selectFrom('users').select(['id', 'role', 'is_blog_author as isBlogAuthor']).where('email', '=', admin.email).$castTo<UserRow>(),
    );
    const { any } = await rowOf(
      this.dataSource,
      db.selectNoFrom((blog) => blog.exists(blog.selectFrom('blog_posts').select(blog.lit(1).as('one'))).as('any')),
    );
    if (!user || any) return;
    const started = Date.now();
    for (const [index, { cover, featured, ...post }] of DEMO_POSTS.entries()) {
      const { url } = await this.uploads.store(user.id, await demoPhoto(index, cover));
      const saved = await this.blogs.create({ ...post, coverImage: url, isFeatured: featured, status: 'published', publishAt: null }, user);
      const at = new Date(started - (index + 1) * 26 * HOUR);
      await rowsOf(this.dataSource, db.updateTable('blog_posts').set({ is_demo: true, publish_at: at, created_at: at, updated_at: at }).where('id', '=', saved.id));
    }
    this.logger.log(`${DEMO_POSTS.length} demo articles created in ${Date.now() - started} ms.`);
  }
}
