import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_DELETION_GRACE_DAYS, CONVERSATION_KEPT_MONTHS, formatDay } from 'shared-contracts';
import { PageHero, registerLocales, useLanguage } from 'shared-contracts/react';
import ar from './locales/ar.json';
import en from './locales/en.json';
import * as styles from './legal-page.module.css';

// The legal texts are long: their own namespace, in this page's chunk only.
registerLocales('legal', { ar, en });

export type LegalDocument = 'privacy' | 'terms';

interface Section {
  id: string;
  title: string;
  body: string[];
}

/** When the texts last changed (shown at the top, as both texts promise). */
const LAST_UPDATED = '2026-12-03T00:00:00.000Z';

/** /privacy and /terms: the texts of law 18-07's information duty and the site's rules, with a table of contents. */
export default function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const { t: shell } = useTranslation('shell');
  const { language } = useLanguage();
  const { hash } = useLocation();
  const sections = t(`${document}.sections`, { returnObjects: true, days: ACCOUNT_DELETION_GRACE_DAYS, months: CONVERSATION_KEPT_MONTHS }) as Section[];
  // Opened at a section (a shared link, or a contents link followed before this page's code had
  // arrived): that section, once the page has drawn it.
  useEffect(() => {
    if (hash) window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageHero title={shell(`pages.${document}.title`)} subtitle={shell(`pages.${document}.subtitle`)} />
      <article className={styles.page} data-testid={`legal-${document}`}>
        <p className={styles.updated}>{t('updated', { date: formatDay(LAST_UPDATED, language) })}</p>
        <p className={styles.intro}>{t(`${document}.intro`)}</p>
        <nav className={styles.contents} aria-labelledby="legal-contents">
          <h2 id="legal-contents">{t('contents')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.id === 'rights' ? <Link to="/settings">{t('openSettings')}</Link> : null}
          </section>
        ))}
      </article>
    </>
  );
}
