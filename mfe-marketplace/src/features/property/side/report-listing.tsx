import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PropertyDetail } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import * as styles from './side-cards.module.css';

const ReportDialog = lazy(() => import('./report-dialog'));

/** "Report this listing": to the moderators, once per member; visitors are asked to sign in first. */
export function ReportListing({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (user?.id === property.userId) return null;
  if (!user) {
    return (
      <Link className={styles.report} to={`/auth?next=${encodeURIComponent(pathname)}`}>
        {t('property.report.signIn')}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={styles.report} onClick={() => setOpen(true)}>
        {t('property.report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog property={property} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
