import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type DashboardStats, type PlanFeature, type Property, type PropertyStatus } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserRow } from '../users/user-row.js';
import { COUNTED_SQL } from './listing-states.js';
import { propertyJson } from './property-json.js';
import { jsonArray, type JsonText } from '../common/sql/json-text.js';
import { countAs, db, fragment, rowOf, rowsOf, total } from '../common/sql/kysely.js';

/** An owner's own listings in every state, and the dashboard's figures. */
@Injectable()
export class OwnerListingsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(owner: UserRow, status: PropertyStatus | undefined, limit: number, offset: number): Promise<{ items: JsonText<Property[]>; total: number }> {
    let mine = db.selectFrom('properties as p').where('p.user_id', '=', owner.id);
    if (status !== undefined) mine = mine.where('p.status', '=', status);
    const [rows, counted] = await Promise.all([
      rowsOf(
        this.dataSource,
        mine
          .select(fragment<string>(propertyJson('p')).as('body'))
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(limit)
          .offset(offset),
      ),
      rowOf(this.dataSource, mine.select(total())),
    ]);
    return { items: jsonArray(rows), total: counted.total };
  }

  async stats(owner: UserRow): Promise<DashboardStats> {
    const own = db
      .selectFrom('properties as p')
      .where('p.user_id', '=', owner.id)
      .select((eb) => [
        countAs('listings'),
        sql<number>`count(*) FILTER (WHERE ${fragment(COUNTED_SQL)})::int`.as('counted'),
        // A bigint, which the driver hands over as text.
        sql<string>`coalesce(sum(p.view_count), 0)::bigint`.as('views'),
        eb.selectFrom('listing_drafts as d').where('d.user_id', '=', owner.id).select(countAs('drafts')).$asScalar().as('drafts'),
      ]);
    // The owner's figures, and their plan's row as admins set it (read once).
    const row = await rowOf(
      this.dataSource,
      db
        .selectFrom(own.as('own'))
        .leftJoin('subscription_plans as plan', (join) => join.on('plan.name', '=', owner.subscriptionPlan))
        .selectAll('own')
        .select((eb) => [
          // An account's plan is one of the plans' rows: admins edit them, nobody deletes them.
          eb.ref('plan.listing_limit').$notNull().as('allowed'),
          'plan.can_feature as canFeature',
          eb.ref('plan.features').$castTo<PlanFeature[] | null>().as('features'),
        ]),
    );
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
