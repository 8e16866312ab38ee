import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest } from '../http/fetcher.js';
import { FAVORITE_IDS_PATH, FAVORITES_PATH } from '../types/favorite.js';
import type { Id } from '../types/scalars.js';
import { apiErrorText } from './api-error-text.js';
import { useBrowserFavourites } from './browser-favourites.js';
import { useSession } from './session.js';
import { toast } from './toasts.js';

export interface Favourites {
  ids: Id[];
  isSaved: (id: Id) => boolean;
  toggle: (id: Id) => Promise<void>;
}

/**
 * The heart on every listing: the account's favourites on the server once signed in (every device
 * of the account has them; the dashboard lists them), this browser's before. A save shows at once
 * and is undone, with the reason, if the server refuses it.
 */
export function useFavourites(): Favourites {
  const { t } = useTranslation('common');
  const { user } = useSession();
  // Selected one by one: the store's whole state is a new object once this browser's favourites
  // are read, and a card would then be drawn again, at once, as the drawn page is hydrated.
  const browserIds = useBrowserFavourites((state) => state.ids);
  const toggleBrowser = useBrowserFavourites((state) => state.toggle);
  const server = useSWR<Id[]>(user ? FAVORITE_IDS_PATH : null);
  if (!user) return { ids: browserIds, isSaved: (id) => browserIds.includes(id), toggle: (id) => Promise.resolve(toggleBrowser(id)) };
  const ids = server.data ?? [];
  const toggle = async (id: Id) => {
    const saved = ids.includes(id);
    const next = saved ? ids.filter((other) => other !== id) : [id, ...ids];
    try {
      await server.mutate(
        async () => {
          await apiRequest(`${FAVORITES_PATH}/${id}`, { method: saved ? 'DELETE' : 'PUT' });
          return next;
        },
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      );
    } catch (error) {
      toast({ variant: 'destructive', title: apiErrorText(t, error) });
    }
  };
  return { ids, isSaved: (id) => ids.includes(id), toggle };
}
