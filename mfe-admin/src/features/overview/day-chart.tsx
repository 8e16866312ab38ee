import { useTranslation } from 'react-i18next';
import { formatDay, type DailyFigures } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './overview-tab.module.css';

const WIDTH = 360;
const HEIGHT = 96;

/** One figure per day as bars, oldest on the left (a time axis reads left to right in both languages); each bar names its day and value. */
export function DayChart({ figure, days }: { figure: Exclude<keyof DailyFigures, 'day'>; days: DailyFigures[] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const values = days.map((day) => day[figure]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const highest = Math.max(1, ...values);
  const step = WIDTH / values.length;
  const title = t(`overview.charts.${figure}`);
  return (
    <figure className={styles.chart} data-testid={`chart-${figure}`}>
      <figcaption>
        <strong>{title}</strong> <span className={styles.muted}>{t('overview.charts.total', { count: total })}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('overview.charts.summary', { title, count: total, highest: Math.max(...values, 0) })}>
        {days.map((day, index) => {
          const height = (day[figure] / highest) * (HEIGHT - 4);
          return (
            <rect key={day.day} x={index * step + 0.5} y={HEIGHT - height} width={Math.max(1, step - 1)} height={height} rx={1} className={styles.bar}>
              <title>{`${formatDay(day.day, language)}: ${day[figure]}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
      </svg>
      <div className={styles.range} dir="ltr">
        <span>{formatDay(days[0].day, language)}</span>
        <span>{formatDay(days[days.length - 1].day, language)}</span>
      </div>
    </figure>
  );
}
