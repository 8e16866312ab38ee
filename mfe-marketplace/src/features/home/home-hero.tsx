import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './home-hero.module.css';

/** The home hero runs beneath the shell's transparent top bar. */
export function HomeHero() {
  const { t } = useTranslation('marketplace');
  return (
    <section className={styles.hero} data-testid="home-hero">
      <div className={styles.inner}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.subtitle')}</p>
        <div className={styles.actions}>
          <Link to="/search" className={styles.primary}>
            {t('home.browse')}
          </Link>
          <Link to="/search?purpose=exchange" className={styles.secondary}>
            {t('home.exchange')}
          </Link>
        </div>
      </div>
    </section>
  );
}
