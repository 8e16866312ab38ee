import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './home-sections.module.css';

/** The closing call to action. */
export function ClosingCallToAction() {
  const { t } = useTranslation('marketplace');
  return (
    <section className={styles.cta}>
      <div className={styles.inner}>
        <h2 className={styles.sectionTitle}>{t('home.cta.title')}</h2>
        <p className={styles.sectionLead}>{t('home.cta.text')}</p>
        <div className={styles.ctaActions}>
          <Link to="/search" className={styles.primaryLink}>
            {t('home.browse')}
          </Link>
          <Link to="/dashboard" className={styles.secondaryLink}>
            {t('home.cta.publish')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** SPEC §2's newsletter block. Subscribing is not built yet: the button says so, never pretends. */
export function Newsletter() {
  const { t } = useTranslation('marketplace');
  return (
    <section className={styles.section}>
      <div className={`${styles.inner} ${styles.newsletter}`}>
        <h2 className={styles.sectionTitle}>{t('home.newsletter.title')}</h2>
        <form className={styles.newsletterForm} onSubmit={(event) => event.preventDefault()}>
          <input type="email" className={styles.newsletterInput} placeholder={t('home.newsletter.placeholder')} aria-label={t('home.newsletter.placeholder')} />
          <button type="submit" className={styles.inertButton} disabled title={t('home.comingSoon')}>
            {t('home.newsletter.subscribe')}
          </button>
        </form>
        <p className={styles.muted}>{t('home.newsletter.privacy')}</p>
        <p className={styles.muted}>{t('home.newsletter.comingSoon')}</p>
      </div>
    </section>
  );
}
