import { useTranslation } from 'react-i18next';
import { useFavourites } from 'shared-contracts/react';
import type { Id } from 'shared-contracts';
import * as styles from './property-card.module.css';

/**
 * The card's heart, a component of its own: it reads the session, which is often answered between
 * the frame's hydration and the area's, and React then draws every reader of it again at once
 * (docs/architecture.md §2). Here that is one button per card, not the whole card.
 */
export function FavouriteButton({ id }: { id: Id }) {
  const { t } = useTranslation('marketplace');
  const favourites = useFavourites();
  const favourite = favourites.isSaved(id);
  return (
    <button
      type="button"
      className={favourite ? styles.favouriteOn : styles.action}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'card.unsave' : 'card.save')}
      onClick={() => void favourites.toggle(id)}
    >
      {favourite ? '♥' : '♡'}
    </button>
  );
}
