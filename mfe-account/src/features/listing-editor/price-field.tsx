import { Button, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDzd, PRICE_UNITS, priceWarning, toDzd, type PriceGuide } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import type { EditorValues } from './editor-values';
import * as styles from './price-field.module.css';

const guideUrl = ({ commune, propertyType, priceType }: Partial<EditorValues>): string | null =>
  propertyType ? `/api/price-guide?${new URLSearchParams({ propertyType, priceType: priceType ?? 'sale', ...(commune && { commune }) })}` : null;

/**
 * The price and its unit, with its value in dinars as it is typed (a "million" is easily taken
 * for a million centimes), and a warning, never a refusal, when it is far from what listings
 * like it ask per m² in the commune — with the corrected figure one click away.
 */
export function PriceField({ onCorrected }: { onCorrected: () => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const form = Form.useFormInstance<EditorValues>();
  const values = Form.useWatch([], form) as Partial<EditorValues> | undefined;
  const { data: guide } = useSWR<PriceGuide>(values ? guideUrl(values) : null);
  const price = values?.price ?? null;
  const unit = values?.priceUnit ?? 'dzd';
  const dzd = price !== null && price > 0 ? toDzd(price, unit) : null;
  const warning = dzd !== null ? priceWarning(dzd, values?.area ?? null, guide ?? null) : null;
  const takeDinars = (amount: number) => {
    form.setFieldsValue({ price: amount, priceUnit: 'dzd' });
    onCorrected(); // setFieldsValue does not fire the form's onValuesChange
  };
  return (
    <>
      <div className={styles.row}>
        <Form.Item name="price" label={t('editor.fields.price')} className={styles.amount}>
          <InputNumber min={0} max={9999999999999} className={styles.input} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="priceUnit" label={t('editor.fields.priceUnit')} className={styles.unit}>
          <Select options={PRICE_UNITS.map((item) => ({ value: item.value, label: item[language] }))} />
        </Form.Item>
      </div>
      <p className={styles.equivalent} data-testid="price-in-dinars" aria-live="polite">
        {dzd !== null ? t('editor.inDinars', { amount: formatDzd(dzd, language) }) : t('editor.priceHint')}
      </p>
      {warning ? (
        <div className={styles.warning} role="alert" data-testid="price-warning">
          <p>
            {warning.kind === 'centimes'
              ? t('editor.priceWarning.centimes', { amount: formatDzd(warning.suggestedDzd, language) })
              : t(`editor.priceWarning.${warning.kind}`, { amount: formatDzd(warning.typicalDzd, language) })}
          </p>
          {warning.kind === 'centimes' ? (
            <Button size="small" onClick={() => takeDinars(warning.suggestedDzd)}>
              {t('editor.priceWarning.use', { amount: formatDzd(warning.suggestedDzd, language) })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
