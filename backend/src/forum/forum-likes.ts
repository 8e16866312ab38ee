import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import type { UserRow } from '../users/user-row.js';
import { KIND, TABLES, postNotFound, type PostKind } from './forum-posts.js';

/** Likes of topics and replies: idempotent, the count kept on the post in the same statement's transaction. */
@Injectable()
export class ForumLikes {
  constructor(private readonly dataSource: DataSource) {}

  async set(kind: PostKind, id: number, user: UserRow, liked: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const table = TABLES[kind];
      const [post] = await rowsOf(manager, db.selectFrom(table).select('id').where('id', '=', id).where('status', '=', 'published').where('deleted_at', 'is', null).forUpdate());
      if (!post) throw postNotFound();
      const mine = { user_id: user.id, kind: KIND[kind], post_id: id };
      const changed = liked
        ? await rowsOf(
            manager,
            db
              .insertInto('forum_likes')
              .values(mine)
              .onConflict((conflict) => conflict.doNothing())
              .returning('post_id'),
          )
        : await rowsOf(manager, db.deleteFrom('forum_likes').where('user_id', '=', mine.user_id).where('kind', '=', mine.kind).where('post_id', '=', id).returning('post_id'));
      if (changed.length > 0)
        await rowsOf(
          manager,
          db
            .updateTable(table)
            .set((row) => ({ like_count: sql<number>`${row.ref('like_count')} + ${liked ? 1 : -1}` }))
            .where('id', '=', id),
        );
    });
  }
}
