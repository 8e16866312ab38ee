import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';

/** Hex characters of a watch's stop token (24 random bytes). */
export const WATCH_TOKEN_LENGTH = 48;

/** Who watches which topic: each watch holds the token of its mails' one-click stop link. */
@Injectable()
export class ForumWatchesService {
  constructor(private readonly dataSource: DataSource) {}

  async watch(manager: EntityManager, userId: number, topicId: number): Promise<void> {
    const token = randomBytes(WATCH_TOKEN_LENGTH / 2).toString('hex');
    await rowsOf(
      manager,
      db
        .insertInto('forum_watches')
        .values({ user_id: userId, topic_id: topicId, token })
        .onConflict((conflict) => conflict.doNothing()),
    );
  }

  async unwatch(userId: number, topicId: number): Promise<void> {
    await rowsOf(this.dataSource, db.deleteFrom('forum_watches').where('user_id', '=', userId).where('topic_id', '=', topicId));
  }

  /** The mail's link: no sign-in, the token is the proof. True when it named a watch. */
  async unwatchByToken(token: string): Promise<boolean> {
    const stopped = await rowsOf(this.dataSource, db.deleteFrom('forum_watches').where('token', '=', token).returning('topic_id'));
    return stopped.length > 0;
  }
}
