import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DailyViews } from '../common/http/daily-views.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { SESSION_SECRET } from '../session/session-secret.js';

/** Counts an article's views as listings' and topics' are counted: once per visitor and day, never a crawler's. */
@Injectable()
export class BlogViews extends DailyViews<never> {
  constructor(dataSource: DataSource, @Inject(SESSION_SECRET) secret: string) {
    super(dataSource, secret, {
      table: 'blog_views',
      pageColumn: 'post_id',
      purpose: 'blog-views',
      counted: 'UPDATE blog_posts b SET view_count = b.view_count + 1 FROM seen WHERE b.id = seen.post_id',
    });
  }

  async record(postId: number, visitor: Visitor): Promise<void> {
    const keys = this.keysOf(visitor);
    if (keys) await this.count(postId, keys);
  }
}
