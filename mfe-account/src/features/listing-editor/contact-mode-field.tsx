import { useTranslation } from 'react-i18next';
import { CONTACT_MODES } from 'shared-contracts';
import { controlProps, FieldError, FieldHint } from '../../components/field';
import * as fields from '../../components/fields.module.css';
import type { EditorForm } from './use-editor-form';
import * as styles from './editor-form.module.css';

/**
 * How seekers reach the owner: the number (revealed on a click, never in the page) and messages,
 * or messages only. `noNumber`: the owner's account has no number, so only messages would reach them.
 */
export function ContactModeField({ form, noNumber }: { form: EditorForm; noNumber: boolean }) {
  const { t } = useTranslation('account');
  const { values, errors, set, idOf } = form;
  const id = idOf('contactMode');
  const hint = [t('editor.contactMode.hint'), noNumber && values.contactMode === 'phone_and_messages' ? t('editor.contactMode.noPhone') : null].filter(Boolean).join(' ');
  const described = controlProps(id, { error: errors.contactMode, hint });
  return (
    <fieldset className={styles.choices} id={id} aria-describedby={described['aria-describedby']} data-testid="contact-mode">
      <legend className={fields.label}>{t('editor.contactMode.label')}</legend>
      {CONTACT_MODES.map((mode) => (
        <label key={mode} className={fields.check}>
          <input type="radio" name={id} value={mode} checked={values.contactMode === mode} onChange={() => set('contactMode', mode)} />
          {t(`editor.contactMode.${mode}`)}
        </label>
      ))}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={errors.contactMode} />
    </fieldset>
  );
}
