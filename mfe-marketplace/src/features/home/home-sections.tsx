import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatAmount, SITE_FIGURES_PATH, type SiteFigures } from 'shared-contracts';
import { PREMIUM_SERVICES, QUICK_LINKS, STAT_TILES, WHY_CHOOSE } from './home-content';
import { Section } from './section';
import { ServiceIcon } from './service-icon';
import * as styles from './home-sections.module.css';

/** The site's own counts (drawn with the page by the portal); a tile waits until its figure is worth showing. */
export function StatTiles() {
  const { t } = useTranslation('marketplace');
  const { data, error } = useSWR<SiteFigures, unknown>(SITE_FIGURES_PATH);
  if (error) return null;
  const tiles = data ? STAT_TILES.filter(({ key, shownFrom }) => data[key] >= shownFrom) : STAT_TILES;
  if (tiles.length === 0) return null;
  return (
    <ul className={styles.tiles} aria-label={t('home.stats.label')} data-testid="home-figures">
      {tiles.map(({ key }) => (
        <li key={key} className={styles.tile} data-figure={key}>
          {data ? <bdi className={styles.figure}>{formatAmount(data[key])}</bdi> : <span className={styles.figurePlaceholder} aria-hidden="true" />}
          <span>{t(`home.stats.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

export function QuickLinks() {
  const { t } = useTranslation('marketplace');
  return (
    <Section title={t('home.quick.title')}>
      <div className={styles.fours} data-testid="quick-links">
        {QUICK_LINKS.map(({ key, to }) => (
          <Link key={key} to={to} className={styles.quickLink}>
            <strong>{t(`home.quick.${key}.title`)}</strong>
            <span>{t(`home.quick.${key}.text`)}</span>
          </Link>
        ))}
      </div>
    </Section>
  );
}

export function PremiumServices() {
  const { t } = useTranslation('marketplace');
  return (
    <Section title={t('home.services.title')} subtitle={t('home.services.subtitle')}>
      <div className={styles.fours} data-testid="home-services">
        {PREMIUM_SERVICES.map((key) => (
          <article key={key} className={styles.card} data-testid="home-service">
            <ServiceIcon service={key} className={styles.cardIcon} />
            <h3 className={styles.cardTitle}>{t(`home.services.${key}.title`)}</h3>
            <p className={styles.muted}>{t(`home.services.${key}.text`)}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function WhyChoose() {
  const { t } = useTranslation('marketplace');
  return (
    <Section title={t('home.why.title')} subtitle={t('home.why.subtitle')} tone="tinted">
      <ul className={styles.figures}>
        {WHY_CHOOSE.map(({ key, figure }) => (
          <li key={key}>
            <bdi className={styles.bigFigure}>{formatAmount(figure)}</bdi>
            <span>{t(`home.why.${key}`)}</span>
          </li>
        ))}
        <li>
          <bdi className={styles.bigFigure}>{t('home.why.dinarsFigure')}</bdi>
          <span>{t('home.why.dinars')}</span>
        </li>
      </ul>
    </Section>
  );
}
