import type { Id } from 'shared-contracts';
import { MESSAGE_BOX_ID, listingMessagePath } from '../../../lib/message-anchor';

const draftKey = (id: Id) => `djelfa-estates.message-draft.${id}`;

/** Where a visitor who is not signed in goes to sign in, and comes back to the box from. */
export const signInToWrite = (id: Id): string => `/auth?next=${encodeURIComponent(listingMessagePath(id))}`;

// A draft is kept for this tab only (sessionStorage), until sent: it is the visitor's, on a shared computer too.
// A browser that refuses storage (private modes, a full quota) just loses the draft.

/** Keeps what a visitor wrote while they sign in. */
export function keepDraft(id: Id, text: string): void {
  try {
    sessionStorage.setItem(draftKey(id), text);
  } catch {
    // Nothing kept: they write it again.
  }
}

export function keptDraft(id: Id): string | null {
  try {
    return sessionStorage.getItem(draftKey(id));
  } catch {
    return null;
  }
}

export function forgetDraft(id: Id): void {
  try {
    sessionStorage.removeItem(draftKey(id));
  } catch {
    // Nothing was kept.
  }
}

/** Brings the message box into view (below the fold on a phone) and puts the cursor in it. */
export function focusMessageBox(): void {
  const box = document.getElementById(MESSAGE_BOX_ID);
  if (!box) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  box.focus({ preventScroll: true });
}
