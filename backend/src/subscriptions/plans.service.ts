import { Injectable, NotFoundException } from '@nestjs/common';
import type { SubscriptionPlan, SubscriptionPlanName, SubscriptionPlanUpdate } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { PLAN_JSON, PLANS_ORDER } from './plan-sql.js';

const COLUMNS: Record<keyof SubscriptionPlanUpdate, string> = {
  price: 'price',
  duration: 'duration',
  listingLimit: 'listing_limit',
  canFeature: 'can_feature',
  popular: 'popular',
  features: 'features',
  descriptionAr: 'description_ar',
  descriptionEn: 'description_en',
  isActive: 'is_active',
};

/** The plans as sold now: prices, durations and listing limits admins set. */
@Injectable()
export class PlansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Only the plans on sale, unless `all` (admins). */
  list(all = false): Promise<SubscriptionPlan[]> {
    return this.dataSource.query(`SELECT ${PLAN_JSON} FROM subscription_plans ${all ? '' : 'WHERE is_active'} ${PLANS_ORDER}`);
  }

  async get(name: SubscriptionPlanName, manager: EntityManager = this.dataSource.manager): Promise<SubscriptionPlan> {
    const [plan]: SubscriptionPlan[] = await manager.query(`SELECT ${PLAN_JSON} FROM subscription_plans WHERE name = $1`, [name]);
    if (!plan) throw new NotFoundException({ code: 'NOT_FOUND', message: `No plan is called ${name}.` });
    return plan;
  }

  async update(name: SubscriptionPlanName, change: SubscriptionPlanUpdate): Promise<SubscriptionPlan> {
    const entries = Object.entries(change).filter(([, value]) => value !== undefined) as [keyof SubscriptionPlanUpdate, unknown][];
    if (entries.length > 0) {
      const before = await this.get(name);
      const sets = entries.map(([key], index) => `${COLUMNS[key]} = $${index + 2}`);
      const values = entries.map(([key, value]) => (key === 'features' ? JSON.stringify(value) : value));
      await this.dataSource.query(`UPDATE subscription_plans SET ${sets.join(', ')}, updated_at = now() WHERE name = $1`, [name, ...values]);
      const after = await this.get(name);
      await this.audit.record({ action: 'plan.update', targetType: 'plan', targetId: name, before, after });
      return after;
    }
    return this.get(name);
  }
}
