import { isClosed, LISTING_BOOST, LISTING_TRANSITIONS, mayRenew, TAG_COLOURS, type ListingTarget, type Property, type PropertyStatus } from 'shared-contracts';

/** The dashboard's filter: every listing state, and drafts (not yet listings). */
export const LISTING_FILTERS = ['all', 'draft', 'active', 'pending', 'paused', 'expired', 'sold', 'rented'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** Each state's badge colour (TAG_COLOURS, readable on white text); a draft's badge is plain grey. */
export const STATE_COLOURS: Record<PropertyStatus, string> = {
  active: TAG_COLOURS.green,
  pending: TAG_COLOURS.gold,
  paused: TAG_COLOURS.blue,
  expired: TAG_COLOURS.volcano,
  sold: TAG_COLOURS.purple,
  rented: TAG_COLOURS.purple,
};

/** A sale or exchange is closed as sold, a rental as rented. */
export const closingState = (property: Pick<Property, 'priceType'>): ListingTarget => (property.priceType === 'rent' ? 'rented' : 'sold');

/** What a change to `to` is called on a listing in `from`: publishing again a paused one resumes it, a closed one is relisted. */
const labelOf = (from: PropertyStatus, to: ListingTarget): string => {
  if (to === 'paused') return 'pause';
  if (to === 'active') return isClosed(from) ? 'relist' : 'resume';
  return `close.${to}`;
};

/**
 * The state changes the owner is offered, exactly those the shared state machine allows: a
 * listing is closed as sold or as rented after its purpose, not both. Renewing is the first
 * offer of an expired listing (its way back), the last of an active one.
 */
export function offeredChanges(property: Pick<Property, 'status' | 'priceType'>): { to: ListingTarget | 'renew'; label: string }[] {
  const closing = closingState(property);
  const changes = LISTING_TRANSITIONS[property.status]
    .filter((to) => (to === 'sold' || to === 'rented' ? to === closing : true))
    .map((to) => ({ to, label: labelOf(property.status, to) }));
  if (!mayRenew(property.status)) return changes;
  const renew = { to: 'renew' as const, label: 'renew' };
  return property.status === 'expired' ? [renew, ...changes] : [...changes, renew];
}

/** Sold and rented listings are closed: they are relisted, not edited. */
export const isEditable = (status: PropertyStatus): boolean => !isClosed(status);

/** Whether the balance pays for a week of featuring. */
export const canAffordBoost = (points: number): boolean => points >= LISTING_BOOST.points;
