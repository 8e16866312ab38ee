import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PREMIUM_SERVICES, QUICK_LINKS, STAT_TILES, TESTIMONIALS, WHY_CHOOSE } from './home-content';
import { Section } from './section';
import { ServiceIcon } from './service-icon';
import * as styles from './home-sections.module.css';

export function StatTiles() {
  const { t } = useTranslation('marketplace');
  return (
    <ul className={styles.tiles} aria-label={t('home.stats.label')}>
      {STAT_TILES.map(({ key, figure }) => (
        <li key={key} className={styles.tile}>
          <bdi className={styles.figure}>{figure}</bdi>
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
            <bdi className={styles.bigFigure}>{figure}</bdi>
            <span>{t(`home.why.${key}`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Testimonials() {
  const { t } = useTranslation('marketplace');
  return (
    <Section title={t('home.testimonials.title')}>
      <div className={styles.threes} data-testid="testimonials">
        {TESTIMONIALS.map((key) => (
          <figure key={key} className={styles.card}>
            <blockquote className={styles.quote}>{t(`home.testimonials.${key}.quote`)}</blockquote>
            <figcaption className={styles.muted}>{t(`home.testimonials.${key}.author`)}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
