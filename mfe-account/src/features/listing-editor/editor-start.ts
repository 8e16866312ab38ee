import type { DraftOwner, ListingDraft, ListingPlacement, PropertyDetail } from 'shared-contracts';
import { EMPTY_VALUES, fromDraftForm, fromProperty, withPlacement, type EditorValues } from './editor-values';
import { backup, scopeOf } from './use-draft-autosave';

/** What the editor opens with: the browser's unsaved copy first, then the server's draft, then the listing. */
export interface Start {
  values: EditorValues;
  draftId: number | null;
  propertyId: number | null;
  /** The member an admin writes for, when it is not the admin's own listing. */
  forOwner: DraftOwner | null;
  /** The browser held changes the server had not received: they are saved again. */
  restored: boolean;
}

/** `placement`: an existing listing's point as its owner placed it (GET /api/properties/{id}/placement). */
export function startFrom(
  propertyId: number | null,
  draft: ListingDraft | null | undefined,
  property: PropertyDetail | undefined,
  forOwner: DraftOwner | null,
  placement?: ListingPlacement,
): Start {
  const draftId = draft?.id ?? null;
  const local = backup.read(scopeOf(draftId, propertyId, forOwner?.id));
  const saved = local ?? draft?.form;
  const values = saved ? fromDraftForm(withPlacement(saved, placement)) : property && placement ? fromProperty(property, placement) : EMPTY_VALUES;
  return { values, draftId, propertyId, forOwner: draft?.forOwner ?? forOwner, restored: local !== null };
}
