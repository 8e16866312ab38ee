import { useTranslation } from 'react-i18next';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP, formatSliderLabel } from 'shared-contracts';
import * as styles from './price-range-field.module.css';

/**
 * The price range (0 to 10,000,000 DZD in steps of 50,000, labelled in K and M): two
 * native range inputs on one track, so it works with keyboard, touch and screen readers.
 */
export function PriceRangeField({ min, max, onChange, className }: { min: number; max: number; onChange: (min: number, max: number) => void; className?: string }) {
  const { t } = useTranslation('marketplace');
  const percent = (value: number) => ((value - PRICE_SLIDER_MIN) / (PRICE_SLIDER_MAX - PRICE_SLIDER_MIN)) * 100;
  const common = { min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX, step: PRICE_SLIDER_STEP } as const;
  return (
    <div className={`${styles.priceField} ${className ?? ''}`}>
      <div className={styles.priceLabels}>
        <span>{t('filters.price')}</span>
        <bdi dir="ltr" data-testid="price-range-label">
          {formatSliderLabel(min)} – {formatSliderLabel(max)}
          {max >= PRICE_SLIDER_MAX ? '+' : null}
        </bdi>
      </div>
      <div className={styles.track} style={{ ['--from' as string]: `${percent(min)}%`, ['--to' as string]: `${percent(max)}%` }}>
        <input
          type="range"
          {...common}
          value={min}
          aria-label={t('filters.minPrice')}
          aria-valuetext={t('filters.priceValue', { value: formatSliderLabel(min) })}
          onChange={(e) => onChange(Math.min(Number(e.target.value), max), max)}
        />
        <input
          type="range"
          {...common}
          value={max}
          aria-label={t('filters.maxPrice')}
          aria-valuetext={t('filters.priceValue', { value: formatSliderLabel(max) })}
          onChange={(e) => onChange(min, Math.max(Number(e.target.value), min))}
        />
      </div>
    </div>
  );
}
