import { useTranslation } from 'react-i18next';
import * as styles from './property-card.module.css';

/** A card's place while listings load (3 on the home page, 8 on the search page). */
export function CardSkeletons({ count }: { count: number }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className={styles.skeletons} role="status" aria-label={t('card.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} data-testid="card-skeleton" aria-hidden="true">
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLineShort} />
        </div>
      ))}
    </div>
  );
}
