import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DailyViews } from '../common/http/daily-views.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { SESSION_SECRET } from '../session/session-secret.js';

/** Counts a topic's views as listings' are counted (PropertyViews): one per visitor and day, never a crawler's. */
@Injectable()
export class TopicViews extends DailyViews<{ viewCount: number }> {
  constructor(dataSource: DataSource, @Inject(SESSION_SECRET) secret: string) {
    super(dataSource, secret, {
      table: 'forum_views',
      pageColumn: 'topic_id',
      purpose: 'forum-views',
      counted: 'UPDATE forum_topics t SET view_count = t.view_count + 1 FROM seen WHERE t.id = seen.topic_id RETURNING t.view_count AS "viewCount"',
    });
  }

  /** The topic's new count when this view counted; null when it did not. */
  async record(topicId: number, visitor: Visitor): Promise<number | null> {
    const keys = this.keysOf(visitor);
    if (!keys) return null;
    const [row] = await this.count(topicId, keys);
    return row?.viewCount ?? null;
  }
}
