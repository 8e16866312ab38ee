import { LISTING_LIFETIME_DAYS, type PropertyStatus } from 'shared-contracts';
import type { PropertyEntity } from './property.entity.js';

export const expiryFromNow = (): Date => new Date(Date.now() + LISTING_LIFETIME_DAYS * 86_400_000);

/** The columns of a state: is_active is derived from it (a constraint holds them together); publishing starts 90 days. */
export function stateColumns(current: PropertyStatus | null, next: PropertyStatus): Partial<PropertyEntity> {
  const starts = next === 'active' && current !== 'active';
  return {
    status: next,
    isActive: next === 'active',
    ...(starts && { publishedAt: new Date(), expiresAt: expiryFromNow(), expiryNoticeSentAt: null }),
    ...(next !== 'active' && { expiresAt: null }),
  };
}

/**
 * The same columns for the jobs, which move many listings by one statement (expiry, a plan's end,
 * an account's deletion), as the SET of a built UPDATE: to a state that is not public, which has
 * no dates to compute per row. Read from stateColumns, so that the two cannot say different things.
 */
export function leavingStateSet(next: Exclude<PropertyStatus, 'active'>): { status: PropertyStatus; is_active: boolean; expires_at: null } {
  const { isActive, expiresAt } = stateColumns(null, next);
  if (isActive !== false || expiresAt !== null) throw new Error(`Leaving for "${next}" should unpublish the listing and clear its expiry.`);
  return { status: next, is_active: isActive, expires_at: expiresAt };
}
