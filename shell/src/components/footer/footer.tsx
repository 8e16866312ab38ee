import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DRAWER_LINKS, PRIVACY_PATH, SERVICE_LINKS, TERMS_PATH } from '../../config/paths';
import { LanguageToggle } from '../language-toggle/language-toggle';
import { SiteDescription, SiteEmailLink, SiteName, SitePhoneLink } from '../site-settings/site-details';
import { FooterNewsletter } from './footer-newsletter';
import * as styles from './footer.module.css';

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation('shell');
  return (
    <section>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.brand}>
            <SiteName />
          </h2>
          <p className={styles.blurb}>
            <SiteDescription />
          </p>
        </section>
        <LinkColumn title={t('footer.quickLinks')} links={DRAWER_LINKS} />
        <LinkColumn title={t('footer.services.title')} links={SERVICE_LINKS} />
        <section>
          <h2 className={styles.heading}>{t('footer.contact.title')}</h2>
          <ul className={styles.list}>
            <li>
              <SitePhoneLink />
            </li>
            <li>
              <SiteEmailLink />
            </li>
            <li>{t('footer.contact.address')}</li>
            <li>{t('footer.contact.hours')}</li>
          </ul>
        </section>
        <FooterNewsletter />
      </div>
      <div className={styles.bottom}>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <nav className={styles.legal} aria-label={t('footer.legal')}>
          <Link to={PRIVACY_PATH}>{t('footer.privacy')}</Link>
          <Link to={TERMS_PATH}>{t('footer.terms')}</Link>
        </nav>
        <LanguageToggle />
      </div>
    </footer>
  );
}
