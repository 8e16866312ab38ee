import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { KIND, TABLES, postNotFound, type PostKind } from './forum-posts.js';

/** Likes of topics and replies: idempotent, the count kept on the post in the same statement's transaction. */
@Injectable()
export class ForumLikes {
  constructor(private readonly dataSource: DataSource) {}

  async set(kind: PostKind, id: number, user: UserEntity, liked: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [post] = await manager.query<{ id: number }[]>(`SELECT id FROM ${TABLES[kind]} WHERE id = $1 AND status = 'published' AND deleted_at IS NULL FOR UPDATE`, [id]);
      if (!post) throw postNotFound();
      const changed: unknown[] = liked
        ? await manager.query<unknown[]>('INSERT INTO forum_likes (user_id, kind, post_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING post_id', [user.id, KIND[kind], id])
        : (await manager.query<[unknown[], number]>('DELETE FROM forum_likes WHERE user_id = $1 AND kind = $2 AND post_id = $3 RETURNING post_id', [user.id, KIND[kind], id]))[0];
      if (changed.length > 0) await manager.query(`UPDATE ${TABLES[kind]} SET like_count = like_count + $2 WHERE id = $1`, [id, liked ? 1 : -1]);
    });
  }
}
