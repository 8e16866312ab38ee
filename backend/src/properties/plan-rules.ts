import { ForbiddenException } from '@nestjs/common';
import { can, planLabel } from 'shared-contracts';
import type { UserRow } from '../users/user-row.js';

type Actor = Pick<UserRow, 'role' | 'subscriptionPlan'>;

/** Who manages every listing (admins): neither the listing limit nor the featured rule applies to them. */
export const managesListings = (actor: Pick<UserRow, 'role'>): boolean => can(actor.role, 'properties.manage');

/**
 * 403 FEATURE_NOT_IN_PLAN when a listing would become featured and the owner's plan, as admins set
 * it (`canFeature`: the database's, read by the caller), does not include it. A listing already
 * featured (an admin did it) stays so when its owner saves the whole form again.
 */
export function assertMayFeature(actor: Actor, planCanFeature: boolean, wantsFeatured: boolean, wasFeatured: boolean): void {
  if (!wantsFeatured || wasFeatured || managesListings(actor) || planCanFeature) return;
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

/** 403 PLAN_LIMIT_REACHED once published and pending listings fill the plan (docs/architecture.md §3). */
export function assertRoomToPublish(actor: Actor, { published, limit }: PlanRoom): void {
  if (managesListings(actor) || published < limit) return;
  throw new ForbiddenException({
    code: 'PLAN_LIMIT_REACHED',
    message: `The ${planName(actor)} plan allows ${limit} published listings and you have ${published}: pause one or upgrade your plan.`,
    plan: actor.subscriptionPlan,
    limit,
  });
}

const planName = ({ subscriptionPlan }: Actor): string => planLabel(subscriptionPlan, 'en');
