import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DailyVisitorKeys, VIEWS_PER_ADDRESS_AND_DAY, type Visitor } from '../common/http/daily-visitor-keys.js';
import { SESSION_SECRET } from '../session/session-secret.js';

// One statement, so that concurrent views all count: the view counts only if this visitor's key
// for today is new.
const COUNT_VIEW =
  'WITH seen AS (INSERT INTO forum_views (topic_id, visitor, address) SELECT $1, $2, $3 ' +
  `WHERE $3::bytea IS NULL OR (SELECT count(*) FROM forum_views WHERE topic_id = $1 AND address = $3) < ${VIEWS_PER_ADDRESS_AND_DAY} ` +
  'ON CONFLICT DO NOTHING RETURNING topic_id) ' +
  'UPDATE forum_topics t SET view_count = t.view_count + 1 FROM seen WHERE t.id = seen.topic_id RETURNING t.view_count AS "viewCount"';

/**
 * Counts a topic's views as listings' are counted (PropertyViews): one per visitor and day, from
 * a keyed hash of the account (or of the address and browser) and the date, kept a day; never
 * a crawler's.
 */
@Injectable()
export class TopicViews {
  private readonly keys: DailyVisitorKeys;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SESSION_SECRET) secret: string,
  ) {
    this.keys = new DailyVisitorKeys(secret, 'forum-views');
  }

  /** The topic's new count when this view counted; null when it did not. */
  async record(topicId: number, visitor: Visitor): Promise<number | null> {
    const key = this.keys.of(visitor);
    if (!key) return null;
    const [rows]: [{ viewCount: number }[], number] = await this.dataSource.query(COUNT_VIEW, [topicId, key.visitor, key.address]);
    return rows[0]?.viewCount ?? null;
  }

  /** Keys of a day that is over. */
  async forgetOld(): Promise<void> {
    await this.dataSource.query(`DELETE FROM forum_views WHERE seen_at < now() - interval '1 day'`);
  }
}
