import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { demoPhoto } from '../../uploads/demo-photos.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { BlogsService } from '../blogs.service.js';
import type { UserEntity } from '../../users/user.entity.js';
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
    const [user]: UserEntity[] = await this.dataSource.query('SELECT id, role, is_blog_author AS "isBlogAuthor" FROM users WHERE email = $1', [admin.email]);
    const [{ any }] = await this.dataSource.query<{ any: boolean }[]>('SELECT EXISTS (SELECT 1 FROM blog_posts) AS any');
    if (!user || any) return;
    const started = Date.now();
    for (const [index, { cover, featured, ...post }] of DEMO_POSTS.entries()) {
      const { url } = await this.uploads.store(user.id, await demoPhoto(index, cover));
      const saved = await this.blogs.create({ ...post, coverImage: url, isFeatured: featured, status: 'published', publishAt: null }, user);
      const at = new Date(started - (index + 1) * 26 * HOUR);
      await this.dataSource.query('UPDATE blog_posts SET is_demo = true, publish_at = $2, created_at = $2, updated_at = $2 WHERE id = $1', [saved.id, at]);
    }
    this.logger.log(`${DEMO_POSTS.length} demo articles created in ${Date.now() - started} ms.`);
  }
}
