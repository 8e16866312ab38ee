import { LISTING_LIFETIME_DAYS, type PropertyStatus } from 'shared-contracts';

export const expiryFromNow = (): Date => new Date(Date.now() + LISTING_LIFETIME_DAYS * 86_400_000);

/** The columns a state sets, as the SET of an UPDATE of `properties` names them. */
export interface StateColumns {
  status: PropertyStatus;
  is_active: boolean;
  published_at?: Date;
  expires_at?: Date | null;
  expiry_notice_sent_at?: null;
}

/** The columns of a state: is_active is derived from it (a constraint holds them together); publishing starts 90 days. */
export function stateColumns(current: PropertyStatus | null, next: PropertyStatus): StateColumns {
  const starts = next === 'active' && current !== 'active';
  return {
    status: next,
    is_active: next === 'active',
    ...(starts && { published_at: new Date(), expires_at: expiryFromNow(), expiry_notice_sent_at: null }),
    ...(next !== 'active' && { expires_at: null }),
  };
}

/**
 * The same columns for the jobs, which move many listings by one statement (expiry, a plan's end,
 * an account's deletion), as the SET of a built UPDATE: to a state that is not public, which has
 * no dates to compute per row. Read from stateColumns, so that the two cannot say different things.
 */
export function leavingStateSet(next: Exclude<PropertyStatus, 'active'>): { status: PropertyStatus; is_active: boolean; expires_at: null } {
  const { is_active, expires_at } = stateColumns(null, next);
  if (is_active !== false || expires_at !== null) throw new Error(`Leaving for "${next}" should unpublish the listing and clear its expiry.`);
  return { status: next, is_active, expires_at };
}
