import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShellPath } from 'shared-contracts';
import { PageHero } from 'shared-contracts/react';
import * as styles from './static-page.module.css';

// Translation keys of each page the shell owns; each page's body arrives with its own issue.
const PAGE_KEYS: Record<ShellPath, string> = {
  '/auth': 'pages.auth',
  '/about': 'pages.about',
  '/contact': 'pages.contact',
  '/privacy': 'pages.privacy',
  '/terms': 'pages.terms',
};

/** The heading and hero of a page the shell serves itself (SPEC §2). */
export default function StaticPage({ path }: { path: ShellPath }) {
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
