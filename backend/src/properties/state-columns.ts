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
