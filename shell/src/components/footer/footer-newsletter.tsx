import { useTranslation } from 'react-i18next';
import { useNewsletterSignup } from 'shared-contracts/react';
import * as styles from './footer.module.css';

/** The footer's newsletter box: the same double opt-in as the home page's. */
export function FooterNewsletter() {
  const { t } = useTranslation('shell');
  const { email, setEmail, state, failure, submit } = useNewsletterSignup();
  return (
    <section aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('footer.newsletter.title')}
      </h2>
      {state === 'sent' ? (
        <p role="status" data-testid="footer-newsletter-sent">
          {t('footer.newsletter.checkInbox')}
        </p>
      ) : (
        <form className={styles.newsletterForm} onSubmit={(event) => void submit(event)}>
          <input
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={styles.newsletterInput}
            placeholder={t('footer.newsletter.placeholder')}
            aria-label={t('footer.newsletter.placeholder')}
            autoComplete="email"
          />
          <button type="submit" className={styles.newsletterButton} disabled={state === 'sending'}>
            {t('footer.newsletter.subscribe')}
          </button>
        </form>
      )}
      {failure ? <p role="alert">{failure}</p> : null}
      <p className={styles.newsletterNote}>{t('footer.newsletter.note')}</p>
    </section>
  );
}
