import { useTranslation } from 'react-i18next';
import { NewsletterForm } from 'shared-contracts/react';
import * as styles from './footer.module.css';

/** The footer's newsletter box: the same double opt-in as the home page's. */
export function FooterNewsletter() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('footer.newsletter.title')}
      </h2>
      <NewsletterForm
        texts={{ placeholder: t('footer.newsletter.placeholder'), subscribe: t('footer.newsletter.subscribe'), checkInbox: t('footer.newsletter.checkInbox') }}
        classNames={{ form: styles.newsletterForm, input: styles.newsletterInput, button: styles.newsletterButton }}
        sentTestId="footer-newsletter-sent"
      />
      <p className={styles.newsletterNote}>{t('footer.newsletter.note')}</p>
    </section>
  );
}
