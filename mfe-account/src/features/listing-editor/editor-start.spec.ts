import { afterEach, describe, expect, it } from '@jest/globals';
import type { DraftOwner, ListingDraft, ListingPlacement, PropertyDetail } from 'shared-contracts';
import { startFrom } from './editor-start';
import { EMPTY_VALUES } from './editor-values';
import { backup } from './use-draft-autosave';

const property = { id: 42, userId: 7, title: 'شقة كما نُشرت', price: '650.00', area: null, videos: [], images: [] } as unknown as PropertyDetail;
const editDraft = (id: number, title: string, forOwner: DraftOwner | null = null): ListingDraft => ({
  id,
  propertyId: 42,
  forOwner,
  form: { title },
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
});
const PLACEMENT: ListingPlacement = { coordinates: { lat: 34.6712, lng: 3.2655 }, exact: true };
const KARIM: DraftOwner = { id: 9, username: 'karim', name: 'كريم لعروسي' };

afterEach(() => localStorage.clear());

describe('startFrom: what the editor opens with', () => {
  it('opens a new listing empty, nothing to restore', () => {
    expect(startFrom(null, null, undefined, null)).toEqual({ values: EMPTY_VALUES, draftId: null, propertyId: null, forOwner: null, restored: false });
  });

  it('opens a published listing as it is, and its waiting edit rather than the listing', () => {
    expect(startFrom(42, undefined, property, null, PLACEMENT)).toMatchObject({ values: { title: 'شقة كما نُشرت', price: 650 }, draftId: null, restored: false });
    expect(startFrom(42, editDraft(5, 'شقة بعد التعديل'), property, null, PLACEMENT)).toMatchObject({ values: { title: 'شقة بعد التعديل' }, draftId: 5, restored: false });
  });

  it('opens a listing at its owner’s point, from a waiting edit saved before the map too', () => {
    const point = { coordinates: PLACEMENT.coordinates, locationExact: true };
    expect(startFrom(42, undefined, property, null, PLACEMENT).values).toMatchObject(point);
    expect(startFrom(42, editDraft(5, 'شقة بعد التعديل'), property, null, PLACEMENT).values).toMatchObject(point);
    const moved = { ...editDraft(5, 'شقة'), form: { title: 'شقة', coordinates: { lat: 34.8, lng: 3.1 }, locationExact: false } };
    expect(startFrom(42, moved, property, null, PLACEMENT).values).toMatchObject({ coordinates: { lat: 34.8, lng: 3.1 }, locationExact: false });
  });

  it('prefers what this browser kept and the server never got, and says it restored it', () => {
    backup.write('listing-42', { title: 'ما لم يصل إلى الخادم' });
    expect(startFrom(42, editDraft(5, 'شقة بعد التعديل'), property, null)).toMatchObject({ values: { title: 'ما لم يصل إلى الخادم' }, draftId: 5, restored: true });
  });

  it('restores a new listing only for the member it was being written for', () => {
    backup.write('new-for-9', { title: 'أرض لكريم' });
    expect(startFrom(null, null, undefined, KARIM)).toMatchObject({ values: { title: 'أرض لكريم' }, forOwner: KARIM, restored: true });
    expect(startFrom(null, null, undefined, null)).toMatchObject({ values: EMPTY_VALUES, restored: false });
  });

  it('names the member a draft is for, whoever opens it', () => {
    const forKarim = { ...editDraft(6, 'أرض'), propertyId: null, forOwner: KARIM };
    expect(startFrom(null, forKarim, undefined, null)).toMatchObject({ draftId: 6, forOwner: KARIM });
  });
});
