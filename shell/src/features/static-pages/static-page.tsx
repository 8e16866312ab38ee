import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHero } from 'shared-contracts/react';
import * as styles from './static-page.module.css';

/** The shell's content pages: no data, no session, so they are prerendered too. */
export const STATIC_PAGE_PATHS = ['/about', '/privacy', '/terms'] as const;
export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];

// Translation keys of each page; each page's body arrives with its own issue.
const PAGE_KEYS: Record<StaticPagePath, string> = {
  '/about': 'pages.about',
  '/privacy': 'pages.privacy',
  '/terms': 'pages.terms',
};

/** The heading and hero of a page the shell serves itself (SPEC §2). */
export function StaticPage({ path }: { path: StaticPagePath }) {
  const { t } = useTranslation('shell');
  const key = PAGE_KEYS[path];
  return (
    <>
      <PageHero title={t(`${key}.title`)} subtitle={t(`${key}.subtitle`)} />
      <div className={styles.body}>
        <Link to="/">{t('backHome')}</Link>
      </div>
    </>
  );
}
