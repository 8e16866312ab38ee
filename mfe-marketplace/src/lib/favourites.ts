import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Id } from 'shared-contracts';

/**
 * Saved listings (SPEC §4: a favourite is the visitor's own, not sent to the server), kept in
 * this browser so they survive a reload.
 */
interface FavouritesState {
  ids: Id[];
  toggle: (id: Id) => void;
}

export const useFavourites = create<FavouritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) => set(({ ids }) => ({ ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] })),
    }),
    { name: 'djelfa-estates.favourites' },
  ),
);
