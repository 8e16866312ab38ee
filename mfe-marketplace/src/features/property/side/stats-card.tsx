import { useTranslation } from 'react-i18next';
import { COMMUNES, PROPERTY_TYPES, formatAmount, labelOf, type PropertyDetail } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { EyeIcon, HomeIcon, MapIcon } from '../../../components/icons/icons';
import * as styles from './side-cards.module.css';

// One on a page, and the same in the portal's drawing and in the browser's hydration of it (a useId would differ: docs/architecture.md).
const headingId = 'listing-stats-title';

/** Property Stats: views, type, commune. */
export function StatsCard({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const stats = [
    { key: 'views', Icon: EyeIcon, label: t('property.stats.views'), value: <bdi>{formatAmount(property.viewCount)}</bdi> },
    { key: 'type', Icon: HomeIcon, label: t('property.stats.type'), value: labelOf(PROPERTY_TYPES, property.propertyType, language) },
    ...(property.commune ? [{ key: 'commune', Icon: MapIcon, label: t('property.stats.commune'), value: labelOf(COMMUNES, property.commune, language) }] : []),
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="stats-card">
      <h2 id={headingId} className={styles.title}>
        {t('property.stats.title')}
      </h2>
      <dl className={styles.stats}>
        {stats.map(({ key, Icon, label, value }) => (
          <div key={key} className={styles.stat} data-stat={key}>
            <dt className={styles.statLabel}>
              <Icon className={styles.statIcon} />
              <span>{label}</span>
            </dt>
            <dd className={styles.statValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
