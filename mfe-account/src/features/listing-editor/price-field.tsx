import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_PRICE_UNIT, formatDzd, PRICE_UNITS, priceWarning, toDzd, type PriceGuide } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { NumberInput } from '../../components/number-input';
import type { EditorValues } from './editor-values';
import { ListSelect } from './text-fields';
import type { EditorForm } from './use-editor-form';
import * as styles from './price-field.module.css';

const guideUrl = ({ commune, propertyType, priceType }: EditorValues): string | null =>
  propertyType ? `/api/price-guide?${new URLSearchParams({ propertyType, priceType, ...(commune && { commune }) })}` : null;

/**
 * The price and its unit, with its value in dinars as it is typed (a "million" is easily taken
 * for a million centimes), and a warning, never a refusal, when it is far from what listings
 * like it ask per m² in the commune — with the corrected figure one click away.
 */
export function PriceField({ form }: { form: EditorForm }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { values, errors, set, idOf } = form;
  const { data: guide } = useSWR<PriceGuide>(guideUrl(values));
  const unit = values.priceUnit;
  const dzd = values.price !== null && values.price > 0 ? toDzd(values.price, unit) : null;
  const warning = dzd !== null ? priceWarning(dzd, values.area, guide ?? null) : null;
  const takeDinars = (amount: number) => {
    set('price', amount);
    set('priceUnit', 'dzd');
  };
  return (
    <>
      <div className={styles.row}>
        <Field id={idOf('price')} label={t('editor.fields.price')} error={errors.price}>
          {(control) => <NumberInput control={control} value={values.price} onChange={(value) => set('price', value)} />}
        </Field>
        <ListSelect
          id={idOf('priceUnit')}
          label={t('editor.fields.priceUnit')}
          error={errors.priceUnit}
          list={PRICE_UNITS}
          value={unit}
          onChange={(value) => set('priceUnit', value ?? DEFAULT_PRICE_UNIT)}
        />
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
            <Button small onClick={() => takeDinars(warning.suggestedDzd)}>
              {t('editor.priceWarning.use', { amount: formatDzd(warning.suggestedDzd, language) })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
