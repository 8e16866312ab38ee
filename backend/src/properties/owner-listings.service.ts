import { Injectable } from '@nestjs/common';
import { type DashboardStats, type Property, type PropertyStatus } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { COUNTED_SQL } from './listing-states.js';
import { jsonArray, propertyJson, type JsonText } from './property-json.js';

const MINE = `SELECT ${propertyJson('p')} AS body FROM properties p WHERE p.user_id = $1 AND ($2::varchar IS NULL OR p.status = $2) ` +
  'ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4';
const COUNT_MINE = 'SELECT count(*)::int AS total FROM properties WHERE user_id = $1 AND ($2::varchar IS NULL OR status = $2)';
const STATS =
  `SELECT count(*)::int AS listings, count(*) FILTER (WHERE ${COUNTED_SQL})::int AS counted, coalesce(sum(view_count), 0)::bigint AS views, ` +
  '(SELECT count(*)::int FROM listing_drafts WHERE user_id = $1) AS drafts, ' +
  '(SELECT listing_limit FROM subscription_plans WHERE name = $2) AS "allowed" FROM properties WHERE user_id = $1';

/** An owner's own listings in every state, and the dashboard's figures. */
@Injectable()
export class OwnerListingsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(owner: UserEntity, status: PropertyStatus | undefined, limit: number, offset: number): Promise<{ items: JsonText<Property[]>; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(MINE, [owner.id, status ?? null, limit, offset]),
      this.dataSource.query(COUNT_MINE, [owner.id, status ?? null]),
    ]);
    return { items: jsonArray(rows), total };
  }

  async stats(owner: UserEntity): Promise<DashboardStats> {
    const [row] = await this.dataSource.query(STATS, [owner.id, owner.subscriptionPlan]);
    return {
      myProperties: row.listings,
      myViews: Number(row.views),
      activeProperties: row.counted,
      drafts: row.drafts,
      plan: owner.subscriptionPlan,
      allowedProperties: row.allowed,
      rewardPoints: owner.rewardPoints,
    };
  }
}
