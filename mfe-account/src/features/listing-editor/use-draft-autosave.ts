import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type Id, type ListingDraft, type ListingDraftForm } from 'shared-contracts';
import { createDraft, saveDraft } from '../../api/listings-api';

/** `offline`: the server could not be reached, tried again; `refused`: it said no (a draft limit, a bad field), not tried again until the next change. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

const AUTOSAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 5000;
const backupKey = (scope: string) => `djelfa-estates.listing-editor.${scope}`;

/** The form kept in this browser until the server has it: a closed tab or a lost connection loses nothing. */
export const backup = {
  read(scope: string): ListingDraftForm | null {
    try {
      return JSON.parse(localStorage.getItem(backupKey(scope)) ?? 'null') as ListingDraftForm | null;
    } catch {
      return null;
    }
  },
  write(scope: string, form: ListingDraftForm): void {
    try {
      localStorage.setItem(backupKey(scope), JSON.stringify(form));
    } catch {
      // A full or refused storage: the server copy is all there is.
    }
  },
  clear(scope: string): void {
    try {
      localStorage.removeItem(backupKey(scope));
    } catch {
      // A refused storage holds nothing to clear.
    }
  },
};

/** The server answered and said no: a 4xx other than a timeout or a rate limit, which pass. */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/** Where a form is kept in this browser: per listing, per draft, or for a new listing (its own, or a member's an admin writes). */
export const scopeOf = (draftId: Id | null, propertyId: Id | null, ownerId?: Id): string =>
  propertyId !== null ? `listing-${propertyId}` : draftId !== null ? `draft-${draftId}` : ownerId !== undefined ? `new-for-${ownerId}` : 'new';

/**
 * Saves the editor's form as a draft on the server a moment after each change, one save at a
 * time, newest form wins; kept in this browser meanwhile and while the server cannot be reached
 * (tried again every few seconds). `flush` waits until the server has the latest form and
 * returns the draft's id.
 */
export function useDraftAutosave(initialDraftId: Id | null, propertyId: Id | null, ownerId: Id | undefined, onDraftCreated: (draft: ListingDraft) => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const draftId = useRef(initialDraftId);
  const pending = useRef<ListingDraftForm | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const created = useRef(onDraftCreated);
  useEffect(() => {
    created.current = onDraftCreated;
  });

  // A failed save is tried again a few seconds later through `retry`: that is `run`, which comes after and chains through this.
  const persist = useCallback(
    async (retry: () => void) => {
      const form = pending.current;
      if (!form) return;
      pending.current = null;
      setStatus('saving');
      try {
        if (draftId.current === null) {
          const draft = await createDraft({ form, propertyId, ownerId });
          backup.clear(scopeOf(null, propertyId, ownerId));
          draftId.current = draft.id;
          created.current(draft);
        } else {
          await saveDraft(draftId.current, form);
        }
        if (pending.current === null) {
          backup.clear(scopeOf(draftId.current, propertyId));
          setStatus('saved');
        }
      } catch (error) {
        pending.current ??= form;
        clearTimeout(timer.current);
        if (isRefusal(error)) {
          // Asking again would be refused again: the form stays on this device until the owner changes it.
          setStatus('refused');
        } else {
          setStatus('offline');
          timer.current = setTimeout(retry, RETRY_DELAY_MS);
        }
        throw error;
      }
    },
    [propertyId, ownerId],
  );

  const run = useCallback(
    function run(): Promise<void> {
      const next = chain.current.catch(() => undefined).then(() => persist(() => void run().catch(() => undefined)));
      chain.current = next;
      return next;
    },
    [persist],
  );

  const save = useCallback(
    (form: ListingDraftForm) => {
      pending.current = form;
      backup.write(scopeOf(draftId.current, propertyId, ownerId), form);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run().catch(() => undefined), AUTOSAVE_DELAY_MS);
    },
    [propertyId, ownerId, run],
  );

  /** The server has the latest form: its draft's id. Throws when it cannot be saved. */
  const flush = useCallback(async (): Promise<Id | null> => {
    clearTimeout(timer.current);
    await run();
    return draftId.current;
  }, [run]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, save, flush, draftId };
}
