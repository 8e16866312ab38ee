import type { Id } from 'shared-contracts';

/** The message box's id on a listing's page: `#message` in its address opens the page at the box, focused. */
export const MESSAGE_BOX_ID = 'message';

/** A listing's page at its message box (a card's Contact, the way back from signing in). */
export const listingMessagePath = (id: Id): string => `/property/${id}#${MESSAGE_BOX_ID}`;
