import { Injectable } from '@nestjs/common';
import type { PointsEntry } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { iso } from '../common/sql/json-text.js';

/** What earned points: a row of some table, by its type and id ('forum_reply', 42); other areas add their types. */
export interface PointsSource {
  type: 'forum_reply' | 'payment' | 'user' | 'listing_boost';
  id: number;
}

/**
 * Reward points as a ledger: each award is a row naming why and for what, once per (reason,
 * source); users.reward_points is kept equal to the ledger's sum in the same transaction.
 */
@Injectable()
export class RewardsService {
  constructor(private readonly dataSource: DataSource) {}

  /** In the caller's transaction. True when awarded now; false when that source had already earned its points. */
  async award(manager: EntityManager, userId: number, points: number, reason: PointsEntry['reason'], source: PointsSource): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'INSERT INTO points_ledger (user_id, points, reason, source_type, source_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reason, source_type, source_id) DO NOTHING RETURNING id',
      [userId, points, reason, source.type, source.id],
    );
    if (rows.length === 0) return false;
    await manager.query('UPDATE users SET reward_points = reward_points + $2 WHERE id = $1', [userId, points]);
    return true;
  }

  /**
   * In the caller's transaction, with the account locked: false (nothing spent) when the balance
   * is short; else a negative line, and the balance lowered.
   */
  async spend(manager: EntityManager, userId: number, points: number, reason: PointsEntry['reason'], source: PointsSource): Promise<boolean> {
    const [, spent] = await manager.query<[unknown[], number]>('UPDATE users SET reward_points = reward_points - $2 WHERE id = $1 AND reward_points >= $2', [userId, points]);
    if (spent === 0) return false;
    await manager.query('INSERT INTO points_ledger (user_id, points, reason, source_type, source_id) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      -points,
      reason,
      source.type,
      source.id,
    ]);
    return true;
  }

  async page(userId: number, limit: number, offset: number): Promise<{ items: PointsEntry[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<PointsEntry[]>(
        `SELECT id, points, reason, ${iso('created_at')} AS "createdAt" FROM points_ledger WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM points_ledger WHERE user_id = $1', [userId]),
    ]);
    return { items: rows, total };
  }
}
