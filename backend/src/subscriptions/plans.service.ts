import { Injectable, NotFoundException } from '@nestjs/common';
import type { SubscriptionPlan, SubscriptionPlanName, SubscriptionPlanUpdate } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { db, rowsOf } from '../common/sql/kysely.js';

/** subscription_plans rows as SubscriptionPlan. */
const plans = () =>
  db
    .selectFrom('subscription_plans')
    .select((eb) => [
      'id',
      'name',
      'description_ar as descriptionAr',
      'description_en as descriptionEn',
      eb.cast<string>('price', 'text').as('price'),
      'duration',
      'listing_limit as listingLimit',
      'can_feature as canFeature',
      'popular',
      'features',
      'is_active as isActive',
    ])
    // The name is one of the plans (a constraint); features is the JSON list of PlanFeature the plans are written with.
    .$castTo<SubscriptionPlan>();

/** A change's columns, as the table names them; what the change leaves out stays as it is (Kysely skips undefined). */
const columnsOf = (change: SubscriptionPlanUpdate) => ({
  price: change.price,
  duration: change.duration,
  listing_limit: change.listingLimit,
  can_feature: change.canFeature,
  popular: change.popular,
  // JSON text: the jsonb column reads it as the list it is.
  features: change.features && JSON.stringify(change.features),
  description_ar: change.descriptionAr,
  description_en: change.descriptionEn,
  is_active: change.isActive,
});

/** The plans as sold now: prices, durations and listing limits admins set. */
@Injectable()
export class PlansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Only the plans on sale, unless `all` (admins). */
  list(all = false): Promise<SubscriptionPlan[]> {
    // In the order they are sold: cheapest first. Qualified, so that the price compared is the number, not the text the row shows.
    const listed = plans().orderBy('subscription_plans.price').orderBy('subscription_plans.id');
    return rowsOf(this.dataSource, all ? listed : listed.where('is_active', '=', true));
  }

  async get(name: SubscriptionPlanName, manager: EntityManager = this.dataSource.manager): Promise<SubscriptionPlan> {
    const [plan] = await rowsOf(manager, plans().where('name', '=', name));
    if (!plan) throw new NotFoundException({ code: 'NOT_FOUND', message: `No plan is called ${name}.` });
    return plan;
  }

  /** The change and its audit row, in one transaction; a change of nothing changes nothing. */
  async update(name: SubscriptionPlanName, change: SubscriptionPlanUpdate): Promise<SubscriptionPlan> {
    if (Object.values(change).every((value) => value === undefined)) return this.get(name);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(name, manager);
      await rowsOf(
        manager,
        db
          .updateTable('subscription_plans')
          .set({ ...columnsOf(change), updated_at: sql`now()` })
          .where('name', '=', name),
      );
      const after = await this.get(name, manager);
      await this.audit.record({ action: 'plan.update', targetType: 'plan', targetId: name, before, after }, manager);
      return after;
    });
  }
}
