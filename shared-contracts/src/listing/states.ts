import type { PropertyStatus } from '../types/property.js';
import type { ListingStateChange } from '../types/property-payload.js';

/** A state an owner may ask a listing to take (POST /api/properties/{id}/state). */
export type ListingTarget = ListingStateChange['to'];

/**
 * The one listing state machine: what an owner may turn each state into. The API refuses anything
 * else (409 INVALID_TRANSITION) and the account area offers exactly these. An admin's approval of
 * `pending` is the back-office's; renewing is separate (`mayRenew`).
 */
export const LISTING_TRANSITIONS: Readonly<Record<PropertyStatus, readonly ListingTarget[]>> = {
  active: ['paused', 'sold', 'rented'],
  paused: ['active', 'sold', 'rented'],
  pending: ['paused'],
  expired: ['sold', 'rented'],
  sold: ['active'],
  rented: ['active'],
};

export const mayBecome = (from: PropertyStatus, to: ListingTarget): boolean => LISTING_TRANSITIONS[from].includes(to);

/** Renewing: an active listing's 90 days start again; an expired one is published again. */
export const mayRenew = (status: PropertyStatus): boolean => status === 'active' || status === 'expired';

/** A sold or rented listing is closed: relisted, never edited. */
export const isClosed = (status: PropertyStatus): boolean => status === 'sold' || status === 'rented';
