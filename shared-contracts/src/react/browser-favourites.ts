import { mutate } from 'swr';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { apiRequest } from '../http/fetcher.js';
import { FAVORITE_IDS_PATH } from '../types/favorite.js';
import type { Id } from '../types/scalars.js';

interface BrowserFavouritesState {
  ids: Id[];
  toggle: (id: Id) => void;
}

/**
 * A visitor's favourites before signing in (the visitor's own), kept in this browser so
 * that they survive a reload, and taken into the account at the next sign-in.
 */
export const useBrowserFavourites = create<BrowserFavouritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) => set(({ ids }) => ({ ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] })),
    }),
    { name: 'djelfa-estates.favourites' },
  ),
);

/**
 * After a sign-in: the browser's favourites join the account's, and leave the browser. A failed
 * merge does not fail the sign-in: they stay here for the next one.
 */
export async function mergeBrowserFavourites(): Promise<void> {
  const { ids } = useBrowserFavourites.getState();
  if (ids.length === 0) return;
  try {
    const all = await apiRequest<Id[]>('/api/user/favorites/merge', { method: 'POST', body: { ids } });
    useBrowserFavourites.setState({ ids: [] });
    await mutate(FAVORITE_IDS_PATH, all, { revalidate: false });
  } catch {
    // Kept in the browser; merged at the next sign-in.
  }
}
