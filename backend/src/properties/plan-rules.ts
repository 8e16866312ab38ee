import { ForbiddenException } from '@nestjs/common';
import { planCanFeature, SUBSCRIPTION_PLANS } from 'shared-contracts';
import type { UserEntity } from '../users/user.entity.js';

type Actor = Pick<UserEntity, 'role' | 'subscriptionPlan'>;

/** Admins manage the site: neither the listing limit nor the featured rule applies to them. */
export const isAdmin = (actor: Pick<UserEntity, 'role'>): boolean => actor.role === 'admin';

/**
 * 403 FEATURE_NOT_IN_PLAN when a listing would become featured on a plan without it. A listing
 * already featured (an admin did it) stays so when its owner saves the whole form again.
 */
export function assertMayFeature(actor: Actor, wantsFeatured: boolean, wasFeatured: boolean): void {
  if (!wantsFeatured || wasFeatured || isAdmin(actor) || planCanFeature(actor.subscriptionPlan)) return;
  throw new ForbiddenException({
    code: 'FEATURE_NOT_IN_PLAN',
    message: `The ${planName(actor)} plan cannot feature listings: upgrade to feature this one.`,
    plan: actor.subscriptionPlan,
  });
}

/** An owner's published and pending listings, and the limit of the plan as admins set it. */
export interface PlanRoom {
  published: number;
  limit: number;
}

/** 403 PLAN_LIMIT_REACHED once published and pending listings fill the plan (ARCHITECTURE.md §3). */
export function assertRoomToPublish(actor: Actor, { published, limit }: PlanRoom): void {
  if (isAdmin(actor) || published < limit) return;
  throw new ForbiddenException({
    code: 'PLAN_LIMIT_REACHED',
    message: `The ${planName(actor)} plan allows ${limit} published listings and you have ${published}: pause one or upgrade your plan.`,
    plan: actor.subscriptionPlan,
    limit,
  });
}

const planName = ({ subscriptionPlan }: Actor): string => SUBSCRIPTION_PLANS.find((plan) => plan.value === subscriptionPlan)?.en ?? subscriptionPlan;
