import { ConflictException } from '@nestjs/common';
import { mayBecome, mayRenew, type ListingTarget, type PropertyStatus } from 'shared-contracts';

/** Listings that count against the plan: public, or waiting to be. */
export const COUNTED_STATUSES: readonly PropertyStatus[] = ['active', 'pending'];
export const COUNTED_SQL = `status IN (${COUNTED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export { isClosed } from 'shared-contracts';

export const invalidTransition = (from: PropertyStatus, to: string): ConflictException =>
  new ConflictException({ code: 'INVALID_TRANSITION', message: `A listing that is ${from} cannot become ${to}.`, from, to });

export const listingClosed = (): ConflictException => new ConflictException({ code: 'LISTING_CLOSED', message: 'A sold or rented listing is not edited: relist it first.' });

/** The state machine is shared-contracts' LISTING_TRANSITIONS: the account area offers what it allows. */
export function assertTransition(from: PropertyStatus, to: ListingTarget): void {
  if (!mayBecome(from, to)) throw invalidTransition(from, to);
}

export function assertRenewable(from: PropertyStatus): void {
  if (!mayRenew(from)) throw invalidTransition(from, 'renewed');
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
