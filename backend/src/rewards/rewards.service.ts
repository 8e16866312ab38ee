import { Injectable } from '@nestjs/common';
import type { PointsEntry } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { iso } from '../common/sql/json-text.js';
import { db, fragment, pageOf, rowsOf, total } from '../common/sql/kysely.js';

/** A points_ledger row as PointsEntry. */
const ENTRY_JSON = `json_build_object('id', id, 'points', points, 'reason', reason, 'createdAt', ${iso('created_at')})`;

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
    const added = await rowsOf(
      manager,
      db
        .insertInto('points_ledger')
        .values({ user_id: userId, points, reason, source_type: source.type, source_id: source.id })
        .onConflict((conflict) => conflict.columns(['reason', 'source_type', 'source_id']).doNothing())
        .returning('id'),
    );
    if (added.length === 0) return false;
    await rowsOf(
      manager,
      db
        .updateTable('users')
        .set((row) => ({ reward_points: sql<number>`${row.ref('reward_points')} + ${points}` }))
        .where('id', '=', userId),
    );
    return true;
  }

  /**
   * In the caller's transaction, with the account locked: false (nothing spent) when the balance
   * is short; else a negative line, and the balance lowered.
   */
  async spend(manager: EntityManager, userId: number, points: number, reason: PointsEntry['reason'], source: PointsSource): Promise<boolean> {
    const spent = await rowsOf(
      manager,
      db
        .updateTable('users')
        .set((row) => ({ reward_points: sql<number>`${row.ref('reward_points')} - ${points}` }))
        .where('id', '=', userId)
        .where('reward_points', '>=', points)
        .returning('id'),
    );
    if (spent.length === 0) return false;
    await rowsOf(manager, db.insertInto('points_ledger').values({ user_id: userId, points: -points, reason, source_type: source.type, source_id: source.id }));
    return true;
  }

  async page(userId: number, limit: number, offset: number): Promise<{ items: PointsEntry[]; total: number }> {
    const ledger = db.selectFrom('points_ledger').where('user_id', '=', userId);
    return pageOf(
      this.dataSource,
      ledger.select(fragment<PointsEntry>(ENTRY_JSON).as('body')).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
      ledger.select(total()),
    );
  }
}
