import { useTranslation } from 'react-i18next';
import type { AnalyticsDay } from 'shared-contracts';
import * as styles from './analytics-tab.module.css';

const HEIGHT = 120;

/**
 * Views (and leads, darker) for each of the 30 days, as bars: thirty rectangles need no chart
 * library. The figures are in a table too, for screen readers.
 */
export function DailyChart({ days }: { days: AnalyticsDay[] }) {
  const { t } = useTranslation('account');
  const top = Math.max(1, ...days.map((day) => day.views), ...days.map((day) => day.leads));
  const width = 100 / days.length;
  const quiet = days.every((day) => day.views === 0 && day.leads === 0);
  return (
    <figure className={styles.chart}>
      <figcaption>{t('analytics.chartTitle')}</figcaption>
      {quiet ? <p className={styles.quiet}>{t('analytics.nothingYet')}</p> : null}
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className={styles.svg} aria-hidden="true" data-testid="daily-chart">
        {days.map((day, i) => (
          <g key={day.day}>
            <rect x={i * width + width * 0.1} width={width * 0.8} y={HEIGHT - (day.views / top) * HEIGHT} height={(day.views / top) * HEIGHT} className={styles.viewsBar}>
              <title>{t('analytics.barTitle', { day: day.day, views: day.views, leads: day.leads })}</title>
            </rect>
            <rect x={i * width + width * 0.3} width={width * 0.4} y={HEIGHT - (day.leads / top) * HEIGHT} height={(day.leads / top) * HEIGHT} className={styles.leadsBar} />
          </g>
        ))}
      </svg>
      <div className={styles.legend}>
        <span className={styles.viewsKey}>{t('analytics.views')}</span>
        <span className={styles.leadsKey}>{t('analytics.leads')}</span>
      </div>
      <table className={styles.visuallyHidden}>
        <thead>
          <tr>
            <th>{t('analytics.day')}</th>
            <th>{t('analytics.views')}</th>
            <th>{t('analytics.leads')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{day.views}</td>
              <td>{day.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
