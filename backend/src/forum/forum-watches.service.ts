import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

/** Hex characters of a watch's stop token (24 random bytes). */
export const WATCH_TOKEN_LENGTH = 48;

/** Who watches which topic: each watch holds the token of its mails' one-click stop link. */
@Injectable()
export class ForumWatchesService {
  constructor(private readonly dataSource: DataSource) {}

  async watch(manager: EntityManager, userId: number, topicId: number): Promise<void> {
    await manager.query('INSERT INTO forum_watches (user_id, topic_id, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      topicId,
      randomBytes(WATCH_TOKEN_LENGTH / 2).toString('hex'),
    ]);
  }

  async unwatch(userId: number, topicId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM forum_watches WHERE user_id = $1 AND topic_id = $2', [userId, topicId]);
  }

  /** The mail's link: no sign-in, the token is the proof. True when it named a watch. */
  async unwatchByToken(token: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown[], number]>('DELETE FROM forum_watches WHERE token = $1', [token]);
    return count > 0;
  }
}
