import { ConflictException } from '@nestjs/common';
import type { ListingStateChange, PropertyStatus } from 'shared-contracts';

/** Listings that count against the plan: public, or waiting to be. */
export const COUNTED_STATUSES: readonly PropertyStatus[] = ['active', 'pending'];
export const COUNTED_SQL = `status IN (${COUNTED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** A sold or rented listing is closed: relisted, never edited. */
export const isClosed = (status: PropertyStatus): boolean => status === 'sold' || status === 'rented';

type Target = ListingStateChange['to'];

/** What an owner may turn each state into (ARCHITECTURE.md §3); an admin's approval of `pending` is the back-office's. */
const ALLOWED: Record<PropertyStatus, readonly Target[]> = {
  active: ['paused', 'sold', 'rented'],
  paused: ['active', 'sold', 'rented'],
  pending: ['paused'],
  expired: ['sold', 'rented'],
  sold: ['active'],
  rented: ['active'],
};

export const invalidTransition = (from: PropertyStatus, to: string): ConflictException =>
  new ConflictException({ code: 'INVALID_TRANSITION', message: `A listing that is ${from} cannot become ${to}.`, from, to });

export const listingClosed = (): ConflictException =>
  new ConflictException({ code: 'LISTING_CLOSED', message: 'A sold or rented listing is not edited: relist it first.' });

export function assertTransition(from: PropertyStatus, to: Target): void {
  if (!ALLOWED[from].includes(to)) throw invalidTransition(from, to);
}

/** Renewing: an active listing's 90 days start again; an expired one is published again. */
export function assertRenewable(from: PropertyStatus): void {
  if (from !== 'active' && from !== 'expired') throw invalidTransition(from, 'renewed');
}

/**
 * The state a write leaves a listing in. `wantsPublished` is the form's isActive (undefined: not
 * sent). Publishing gives `active`, or `pending` when an admin must approve the owner's listings.
 */
export function statusAfterWrite(current: PropertyStatus | null, wantsPublished: boolean | undefined, needsApproval: boolean): PropertyStatus {
  const published: PropertyStatus = needsApproval ? 'pending' : 'active';
  if (current === null) return wantsPublished === false ? 'paused' : published;
  if (wantsPublished === undefined) return current;
  if (wantsPublished) return current === 'paused' || current === 'expired' ? published : current;
  return current === 'active' || current === 'pending' ? 'paused' : current;
}

/** Whether a change to `next` takes a place in the plan it did not hold. */
export const takesAPlace = (current: PropertyStatus | null, next: PropertyStatus): boolean =>
  COUNTED_STATUSES.includes(next) && (current === null || !COUNTED_STATUSES.includes(current));
