import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, type DailyFigures } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './overview-tab.module.css';

const WIDTH = 360;
const HEIGHT = 96;
const CHARTS = ['listings', 'users', 'searches', 'leads'] as const;
type Figure = (typeof CHARTS)[number];

/** The four charts of the last 90 days. Each day is written once for all four: 360 dates were a third of the overview's render. */
export function DayCharts({ days }: { days: DailyFigures[] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const labels = useMemo(() => days.map((day) => formatDay(day.day, language)), [days, language]);
  return (
    <section className={styles.charts} aria-label={t('overview.charts.title')}>
      {CHARTS.map((figure) => (
        <DayChart key={figure} figure={figure} days={days} labels={labels} />
      ))}
    </section>
  );
}

/** One figure per day as bars, oldest on the left (a time axis reads left to right in both languages); each bar names its day and value. */
function DayChart({ figure, days, labels }: { figure: Figure; days: DailyFigures[]; labels: string[] }) {
  const { t } = useTranslation('admin');
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
        {values.map((value, index) => {
          const height = (value / highest) * (HEIGHT - 4);
          return (
            <rect key={days[index].day} x={index * step + 0.5} y={HEIGHT - height} width={Math.max(1, step - 1)} height={height} rx={1} className={styles.bar}>
              <title>{`${labels[index]}: ${value}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
      </svg>
      <div className={styles.range} dir="ltr">
        <span>{labels[0]}</span>
        <span>{labels[labels.length - 1]}</span>
      </div>
    </figure>
  );
}
