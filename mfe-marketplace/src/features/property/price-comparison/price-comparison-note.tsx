import { useTranslation } from 'react-i18next';
import { COMMUNES, formatDzd, labelOf } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { usePriceComparison } from '../api/use-price-comparison';
import { TYPE_PLURAL_KEY } from './type-plurals';
import * as styles from './price-comparison-note.module.css';

/**
 * "12% below the median of Djelfa apartments for sale", under the price. The server decides
 * whether there are enough comparables; with too few, or while loading or failing, nothing shows.
 */
export function PriceComparisonNote({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { data } = usePriceComparison(propertyId);
  const comparison = data?.comparison;
  if (!comparison) return null;
  const perMetre = (amount: number) => `${formatDzd(amount, language)}/${language === 'ar' ? 'م²' : 'm²'}`;
  const values = {
    percent: comparison.percent,
    commune: labelOf(COMMUNES, comparison.commune, language),
    things: t(`property.comparison.types.${TYPE_PLURAL_KEY[comparison.propertyType]}`),
    purpose: t(`property.comparison.purposes.${comparison.priceType}`),
  };
  return (
    <p className={`${styles.note} ${styles[comparison.position]}`} data-testid="price-comparison" data-position={comparison.position}>
      <strong className={styles.headline}>{t(`property.comparison.${comparison.position}`, values)}</strong>
      <span className={styles.detail}>
        {t('property.comparison.detail', { price: perMetre(comparison.pricePerSquareMetre), median: perMetre(comparison.medianPerSquareMetre), count: comparison.sample })}
      </span>
    </p>
  );
}
