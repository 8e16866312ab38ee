import { useTranslation } from 'react-i18next';
import { useNewsletterSignup } from 'shared-contracts/react';
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

/** SPEC §2's newsletter block: double opt-in, so the answer is "check your inbox", whoever asks. */
export function Newsletter() {
  const { t } = useTranslation('marketplace');
  const { email, setEmail, state, failure, submit } = useNewsletterSignup();
  return (
    <section className={styles.section}>
      <div className={`${styles.inner} ${styles.newsletter}`}>
        <h2 className={styles.sectionTitle}>{t('home.newsletter.title')}</h2>
        {state === 'sent' ? (
          <p role="status" data-testid="newsletter-sent">
            {t('home.newsletter.checkInbox')}
          </p>
        ) : (
          <form className={styles.newsletterForm} onSubmit={(event) => void submit(event)}>
            <input
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={styles.newsletterInput}
              placeholder={t('home.newsletter.placeholder')}
              aria-label={t('home.newsletter.placeholder')}
              autoComplete="email"
            />
            <button type="submit" className={styles.primaryLink} disabled={state === 'sending'}>
              {t('home.newsletter.subscribe')}
            </button>
          </form>
        )}
        {failure ? (
          <p role="alert" className={styles.muted}>
            {failure}
          </p>
        ) : null}
        <p className={styles.muted}>{t('home.newsletter.privacy')}</p>
      </div>
    </section>
  );
}
