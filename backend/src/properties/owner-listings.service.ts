import { Injectable } from '@nestjs/common';
import { type DashboardStats, type Property, type PropertyStatus } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { COUNTED_SQL } from './listing-states.js';
import { propertyJson } from './property-json.js';
import { jsonArray, type JsonText } from '../common/sql/json-text.js';

const MINE =
  `SELECT ${propertyJson('p')} AS body FROM properties p WHERE p.user_id = $1 AND ($2::varchar IS NULL OR p.status = $2) ` +
  'ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4';
const COUNT_MINE = 'SELECT count(*)::int AS total FROM properties WHERE user_id = $1 AND ($2::varchar IS NULL OR status = $2)';
// The owner's figures, and their plan's row as admins set it (read once).
const STATS =
  `SELECT own.*, plan.listing_limit AS "allowed", plan.can_feature AS "canFeature", plan.features FROM (` +
  `SELECT count(*)::int AS listings, count(*) FILTER (WHERE ${COUNTED_SQL})::int AS counted, coalesce(sum(view_count), 0)::bigint AS views, ` +
  '(SELECT count(*)::int FROM listing_drafts WHERE user_id = $1) AS drafts FROM properties WHERE user_id = $1' +
  ') own LEFT JOIN subscription_plans plan ON plan.name = $2';
// `views` is a bigint, which the driver hands over as text.
type StatsRow = { listings: number; counted: number; views: string; drafts: number; allowed: number; canFeature: boolean; features: DashboardStats['planFeatures'] };

/** An owner's own listings in every state, and the dashboard's figures. */
@Injectable()
export class OwnerListingsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(owner: UserEntity, status: PropertyStatus | undefined, limit: number, offset: number): Promise<{ items: JsonText<Property[]>; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: string }[]>(MINE, [owner.id, status ?? null, limit, offset]),
      this.dataSource.query<{ total: number }[]>(COUNT_MINE, [owner.id, status ?? null]),
    ]);
    return { items: jsonArray(rows), total };
  }

  async stats(owner: UserEntity): Promise<DashboardStats> {
    const [row] = await this.dataSource.query<StatsRow[]>(STATS, [owner.id, owner.subscriptionPlan]);
    return {
      myProperties: row.listings,
      myViews: Number(row.views),
      activeProperties: row.counted,
      drafts: row.drafts,
      plan: owner.subscriptionPlan,
      allowedProperties: row.allowed,
      planCanFeature: row.canFeature ?? false,
      planFeatures: row.features ?? [],
      rewardPoints: owner.rewardPoints,
    };
  }
}
