import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from 'shared-contracts';
import { PageHero, apiErrorText } from 'shared-contracts/react';
import * as styles from './community.module.css';

/** What a detail page shows until its data is there: a 404 of its own, a failure with Retry, or a skeleton. */
export function DetailStates({ error, onRetry, missing, back }: { error: unknown; onRetry: () => void; missing: string; back: { to: string; label: string } }) {
  const { t } = useTranslation('community');
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <PageHero title={missing} />
        <Result status="404" title={missing} extra={<Link to={back.to}>{back.label}</Link>} />
      </>
    );
  }
  return (
    <>
      <PageHero title={t('list.loading')} />
      <div className={styles.page}>
        {error ? (
          <Alert type="error" showIcon title={apiErrorText(t, error)} action={<Button onClick={onRetry}>{t('list.retry')}</Button>} />
        ) : (
          <div role="status" aria-label={t('list.loading')}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )}
      </div>
    </>
  );
}
