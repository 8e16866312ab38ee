import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CardLayout } from '../../components/property-card/property-card';

export const LAYOUTS: readonly CardLayout[] = ['grid', 'list', 'masonry'];

/** The toolbar's choices: the cards' three layouts and the map (which the URL holds, `view=map`, not this preference). */
export type SearchLayout = CardLayout | 'map';
export const SEARCH_LAYOUTS: readonly SearchLayout[] = [...LAYOUTS, 'map'];

/** The results' layout, remembered in this browser: a visitor who likes lists keeps lists. */
export const useLayoutPreference = create<{ layout: CardLayout; setLayout: (layout: CardLayout) => void }>()(
  persist((set) => ({ layout: 'grid', setLayout: (layout) => set({ layout }) }), { name: 'djelfa-estates.search-layout' }),
);
