import type { Id } from 'shared-contracts';
import { siteOrigin } from 'shared-contracts/react';

/** The listing's own address on this site, for messages and sharing. */
export const listingUrl = (id: Id): string => `${siteOrigin()}/property/${id}`;
