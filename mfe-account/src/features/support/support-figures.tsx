import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatAmount, SITE_FIGURES_PATH, type SiteFigures } from 'shared-contracts';
import { fetchFigures } from './support-api';
import * as styles from './support.module.css';

const FIGURES = ['listings', 'users', 'communes', 'advisors'] as const;

/** Where the site stands, counted now (no marketing claims); left out when the count cannot be had. */
export function SupportFigures() {
  const { t } = useTranslation('account');
  const { data, error } = useSWR<SiteFigures, unknown>(SITE_FIGURES_PATH, fetchFigures);
  if (error) return null;
  return (
    <div className={styles.figures} data-testid="support-figures">
      {FIGURES.map((figure) => (
        <div key={figure} className={styles.figure}>
          {data ? <strong data-testid={`figure-${figure}`}>{formatAmount(data[figure])}</strong> : <Skeleton.Button active size="small" />}
          <span>{t(`supportPage.figures.${figure}`)}</span>
        </div>
      ))}
    </div>
  );
}
