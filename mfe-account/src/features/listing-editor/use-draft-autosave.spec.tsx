import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ListingDraft, ListingDraftForm } from 'shared-contracts';
import { fakeApiForEachTest } from 'test-support/components';
import { backup, scopeOf, useDraftAutosave } from './use-draft-autosave';

const draft = (id: number, form: ListingDraftForm, propertyId: number | null = null): ListingDraft => ({
  id,
  propertyId,
  forOwner: null,
  form,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
});

describe('scopeOf: where this browser keeps a form', () => {
  it('keeps an edit per listing, a draft per draft, and a new listing per member it is written for', () => {
    expect(scopeOf(3, 42)).toBe('listing-42');
    expect(scopeOf(3, null)).toBe('draft-3');
    expect(scopeOf(null, null, 9)).toBe('new-for-9');
    expect(scopeOf(null, null)).toBe('new');
  });
});

describe('backup', () => {
  afterEach(() => localStorage.clear());

  it('keeps a form until it is cleared, each scope apart', () => {
    backup.write('draft-3', { title: 'شقة' });
    expect(backup.read('draft-3')).toEqual({ title: 'شقة' });
    expect(backup.read('draft-4')).toBeNull();
    backup.clear('draft-3');
    expect(backup.read('draft-3')).toBeNull();
  });

  it('reads a damaged copy as none', () => {
    localStorage.setItem('djelfa-estates.listing-editor.new', '{not json');
    expect(backup.read('new')).toBeNull();
  });
});

describe('useDraftAutosave', () => {
  const api = fakeApiForEachTest();
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  const writes = () => api.sent.map(({ method, url, body }) => [method, url, body]);

  it('creates the draft a moment after the typing stops, with the latest form only, then saves into it', async () => {
    api.answer('POST /api/user/drafts', { status: 201, body: draft(15, { title: 'شقة F3' }) });
    api.answer('PUT /api/user/drafts/15', { body: draft(15, { title: 'شقة F3 مشمسة' }) });
    const created = jest.fn<(made: ListingDraft) => void>();
    const { result } = renderHook(() => useDraftAutosave(null, null, undefined, created));

    act(() => result.current.save({ title: 'شقة' }));
    await wait(500);
    act(() => result.current.save({ title: 'شقة F3' }));
    expect(backup.read('new')).toEqual({ title: 'شقة F3' });
    await wait(799);
    expect(api.sent).toEqual([]);
    await wait(1);
    expect(writes()).toEqual([['POST', '/api/user/drafts', { form: { title: 'شقة F3' }, propertyId: null }]]);
    expect(created).toHaveBeenCalledWith(draft(15, { title: 'شقة F3' }));
    expect(result.current.status).toBe('saved');
    expect(result.current.draftId.current).toBe(15);
    expect(backup.read('new')).toBeNull();

    act(() => result.current.save({ title: 'شقة F3 مشمسة' }));
    expect(backup.read('draft-15')).toEqual({ title: 'شقة F3 مشمسة' });
    await wait(800);
    expect(writes()[1]).toEqual(['PUT', '/api/user/drafts/15', { form: { title: 'شقة F3 مشمسة' } }]);
    expect(created).toHaveBeenCalledTimes(1);
    expect(backup.read('draft-15')).toBeNull();
  });

  it('keeps the form in the browser while the server cannot be reached, and tries again every few seconds', async () => {
    api.answer('PUT /api/user/drafts/15', { status: 503, body: { code: 'UNAVAILABLE' } }, { body: draft(15, { title: 'فيلا' }) });
    const { result } = renderHook(() => useDraftAutosave(15, null, undefined, () => undefined));
    act(() => result.current.save({ title: 'فيلا' }));
    await wait(800);
    expect(result.current.status).toBe('offline');
    expect(backup.read('draft-15')).toEqual({ title: 'فيلا' });
    await wait(4_999);
    expect(api.sent).toHaveLength(1);
    await wait(1);
    expect(api.sent).toHaveLength(2);
    expect(result.current.status).toBe('saved');
    expect(backup.read('draft-15')).toBeNull();
  });

  it('does not ask again when the server refuses the draft, and says so; the next change asks again', async () => {
    api.answer('PUT /api/user/drafts/15', { status: 409, body: { code: 'DRAFT_LIMIT_REACHED' } }, { body: draft(15, { title: 'فيلا بحديقة' }) });
    const { result } = renderHook(() => useDraftAutosave(15, null, undefined, () => undefined));
    act(() => result.current.save({ title: 'فيلا' }));
    await wait(800);
    expect(result.current.status).toBe('refused');
    await wait(10_000);
    expect(api.sent).toHaveLength(1);
    expect(backup.read('draft-15')).toEqual({ title: 'فيلا' });
    act(() => result.current.save({ title: 'فيلا بحديقة' }));
    await wait(800);
    expect(api.sent).toHaveLength(2);
    expect(result.current.status).toBe('saved');
  });

  it('saves a published listing’s changes into a draft of that listing, kept under the listing', async () => {
    api.answer('POST /api/user/drafts', { status: 201, body: draft(16, { price: 700 }, 42) });
    const { result } = renderHook(() => useDraftAutosave(null, 42, undefined, () => undefined));
    act(() => result.current.save({ price: 700 }));
    expect(backup.read('listing-42')).toEqual({ price: 700 });
    await wait(800);
    expect(writes()).toEqual([['POST', '/api/user/drafts', { form: { price: 700 }, propertyId: 42 }]]);
    expect(backup.read('listing-42')).toBeNull();
  });

  it('flushes at once: the server has the latest form and its draft’s id is known', async () => {
    api.answer('POST /api/user/drafts', { status: 201, body: draft(17, { title: 'أرض' }) });
    const { result } = renderHook(() => useDraftAutosave(null, null, 9, () => undefined));
    act(() => result.current.save({ title: 'أرض' }));
    let id: number | null = null;
    await act(async () => {
      id = await result.current.flush();
    });
    expect(id).toBe(17);
    expect(writes()).toEqual([['POST', '/api/user/drafts', { form: { title: 'أرض' }, propertyId: null, ownerId: 9 }]]);
    await wait(1_000);
    expect(api.sent).toHaveLength(1);
  });

  it('fails a flush the server refuses, so that Publish can say why', async () => {
    api.answer('PUT /api/user/drafts/15', { status: 422, body: { code: 'VALIDATION_FAILED' } });
    const { result } = renderHook(() => useDraftAutosave(15, null, undefined, () => undefined));
    act(() => result.current.save({ title: 'x' }));
    let failure: unknown = null;
    await act(async () => {
      failure = await result.current.flush().catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 422 });
  });
});
