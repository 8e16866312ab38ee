import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from 'shared-contracts';
import { PageHero } from 'shared-contracts/react';
import * as styles from './community.module.css';
import { EmptyList } from './empty-list';
import { ListError } from './list-error';
import { ListPlaceholder } from './list-placeholder';

/** What a detail page shows until its data is there: a 404 of its own, a failure with Retry, or grey lines. */
export function DetailStates({ error, onRetry, missing, back }: { error: unknown; onRetry: () => void; missing: string; back: { to: string; label: string } }) {
  const { t } = useTranslation('community');
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <PageHero title={missing} />
        <EmptyList title={missing} extra={<Link to={back.to}>{back.label}</Link>} />
      </>
    );
  }
  return (
    <>
      <PageHero title={t('list.loading')} />
      <div className={styles.page}>{error ? <ListError error={error} onRetry={onRetry} /> : <ListPlaceholder />}</div>
    </>
  );
}
