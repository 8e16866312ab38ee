import type { UserRow } from '../users/user-row.js';
import { can, type PropertyStatus } from 'shared-contracts';
import { managesListings } from './plan-rules.js';

/**
 * Anyone may see a listing that is active and neither pending, sold nor rented; anyone else
 * but its owner and the staff gets the 404 of a missing one.
 */
export const isPublicListing = ({ isActive, status }: { isActive: boolean; status: PropertyStatus }): boolean => isActive && status === 'active';

/** The same rule in SQL on the alias `p`: exactly the predicate of the partial search indexes, so that they apply. */
export const PUBLIC_LISTING_SQL = `p.is_active AND p.status = 'active'`;

/** Who may read a listing and what comes with it: anyone when it is public, else its owner, who manages listings and who moderates them (the queue links to them). */
export const mayRead = ({ userId, isPublic }: { userId: number; isPublic: boolean }, viewer: Pick<UserRow, 'id' | 'role'> | undefined): boolean =>
  isPublic || (viewer !== undefined && (userId === viewer.id || managesListings(viewer) || can(viewer.role, 'moderation.manage')));
