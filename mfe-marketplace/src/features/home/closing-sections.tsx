import { useTranslation } from 'react-i18next';
import { NewsletterForm } from 'shared-contracts/react';
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

/** The newsletter block: double opt-in, so the answer is "check your inbox", whoever asks. */
export function Newsletter() {
  const { t } = useTranslation('marketplace');
  return (
    <section className={styles.section}>
      <div className={`${styles.inner} ${styles.newsletter}`}>
        <h2 className={styles.sectionTitle}>{t('home.newsletter.title')}</h2>
        <NewsletterForm
          texts={{ placeholder: t('home.newsletter.placeholder'), subscribe: t('home.newsletter.subscribe'), checkInbox: t('home.newsletter.checkInbox') }}
          classNames={{ form: styles.newsletterForm, input: styles.newsletterInput, button: styles.primaryLink, failure: styles.muted }}
          sentTestId="newsletter-sent"
        />
        <p className={styles.muted}>{t('home.newsletter.privacy')}</p>
      </div>
    </section>
  );
}
