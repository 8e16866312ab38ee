import { useTranslation } from 'react-i18next';
import { priceLabelParts, type Property } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './property-card.module.css';

/**
 * The price as entered with its unit, rent per month, exchange as negotiable, and the
 * dinar figure beside million/billion prices. Isolated so bidi never reorders its digits.
 */
export function PropertyPrice({ property, large = false }: { property: Pick<Property, 'price' | 'priceUnit' | 'priceType'>; large?: boolean }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const parts = priceLabelParts(property.price, property.priceUnit, property.priceType, language);
  return (
    <div className={large ? styles.priceLarge : styles.price} data-testid="property-price">
      <bdi className={styles.amount}>{parts.amount}</bdi>
      {parts.perMonth ? <span className={styles.priceNote}> {t('price.perMonth')}</span> : null}
      {parts.negotiable ? <span className={styles.priceNote}> · {t('price.negotiable')}</span> : null}
      {parts.dzd ? (
        <div className={styles.dzd}>
          <bdi>= {parts.dzd}</bdi>
        </div>
      ) : null}
    </div>
  );
}
