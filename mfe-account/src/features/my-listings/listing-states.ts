import { LISTING_BOOST, type Property, type PropertyStatus } from 'shared-contracts';
import type { ListingTarget } from '../../api/listings-api';

/** The dashboard's filter: every listing state, and drafts (not yet listings). */
export const LISTING_FILTERS = ['all', 'draft', 'active', 'pending', 'paused', 'expired', 'sold', 'rented'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** What a badge of each state looks like (antd Tag colours). */
export const STATE_COLOURS: Record<PropertyStatus | 'draft', string> = {
  draft: 'default',
  active: 'green',
  pending: 'gold',
  paused: 'blue',
  expired: 'volcano',
  sold: 'purple',
  rented: 'purple',
};

/** A sale or exchange is closed as sold, a rental as rented. */
export const closingState = (property: Pick<Property, 'priceType'>): ListingTarget => (property.priceType === 'rent' ? 'rented' : 'sold');

/** The state changes the owner is offered for a listing in each state (the server has the last word). */
export function offeredChanges(property: Pick<Property, 'status' | 'priceType'>): { to: ListingTarget | 'renew'; label: string }[] {
  const close = { to: closingState(property), label: `close.${closingState(property)}` };
  switch (property.status) {
    case 'active':
      return [{ to: 'paused', label: 'pause' }, close, { to: 'renew', label: 'renew' }];
    case 'paused':
      return [{ to: 'active', label: 'resume' }, close];
    case 'pending':
      return [{ to: 'paused', label: 'pause' }];
    case 'expired':
      return [{ to: 'renew', label: 'renew' }, close];
    case 'sold':
    case 'rented':
      return [{ to: 'active', label: 'relist' }];
  }
}

/** Sold and rented listings are closed: they are relisted, not edited. */
export const isEditable = (status: PropertyStatus): boolean => status !== 'sold' && status !== 'rented';

/** Whether the balance pays for a week of featuring. */
export const canAffordBoost = (points: number): boolean => points >= LISTING_BOOST.points;
