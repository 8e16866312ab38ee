import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHero } from 'shared-contracts/react';
import * as styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHero title={t('notFound.title')} subtitle={t('notFound.text')} />
      <div className={styles.actions}>
        <Link to="/" className={styles.home}>
          {t('notFound.home')}
        </Link>
      </div>
    </>
  );
}
