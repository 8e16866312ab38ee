import { useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest, HONEYPOT_FIELD, INQUIRY_TYPES, isKeptOffline, type ContactMessageRequest, type InquiryType } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage } from 'shared-contracts/react';
import * as styles from './contact-form.module.css';

type FieldName = 'name' | 'email' | 'phone' | 'inquiryType' | 'subject' | 'message';
type Values = Record<FieldName | typeof HONEYPOT_FIELD, string>;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { name: '', email: '', phone: '', inquiryType: '', subject: '', message: '', [HONEYPOT_FIELD]: '' };
const REQUIRED: FieldName[] = ['name', 'email', 'message', 'inquiryType'];
const MESSAGE_MAX = 5000;

/** The request the form sends: optional fields left empty are null, as the API takes them. */
const requestOf = (values: Values, language: ContactMessageRequest['language']): ContactMessageRequest => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
  subject: values.subject.trim() || null,
  message: values.message.trim(),
  inquiryType: values.inquiryType as InquiryType,
  language,
  [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
});

/**
 * The contact form: stored and mailed to the team. The browser's own fields (no antd on /contact's
 * first load, README "/contact without antd"); the browser checks the address's form
 * (`type=email`), the API checks everything again and its answers land under their fields. Send
 * waits for the four required fields, so the drawn form cannot be sent by the browser itself.
 */
export function ContactForm() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const complete = REQUIRED.every((field) => values[field].trim() !== '');

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== HONEYPOT_FIELD && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = event.currentTarget.elements.namedItem('email');
    if (email instanceof HTMLInputElement && !email.validity.valid) {
      setErrors({ email: t('contact.form.emailInvalid') });
      email.focus();
      return;
    }
    setSending(true);
    try {
      await apiRequest<null>('/api/contact', { method: 'POST', body: requestOf(values, language) });
      toast({ title: t('contact.sent.title'), description: t('contact.sent.text') });
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      // Written offline: the service worker sends it when the connection returns.
      if (isKeptOffline(error)) {
        toast({ title: t('contact.kept'), description: apiErrorText(t, error) });
        setValues(EMPTY);
        setErrors({});
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.fields : [];
      if (fieldErrors.length > 0) setErrors(Object.fromEntries(fieldErrors.map((field) => [field.field, fieldErrorText(t, field)])));
      else
        toast({
          title: t('contact.failed.title'),
          description: error instanceof ApiError && error.status === 429 ? apiErrorText(t, error) : t('contact.failed.text'),
          variant: 'destructive',
        });
    } finally {
      setSending(false);
    }
  };

  /** A field's label, its control and, once the API or the check has found one, its error. */
  const field = (name: FieldName, label: string, control: (describedBy: string | undefined) => ReactNode, required = false) => {
    const errorId = errors[name] ? `contact-${name}-error` : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={`contact-${name}`} className={required ? styles.required : undefined}>
          {label}
        </label>
        {control(errorId)}
        {errors[name] ? (
          <p id={errorId} className={styles.error} role="alert">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };
  /** What every control of the form has: its name, its value in the form's state, its error. */
  const bound = (name: FieldName, describedBy: string | undefined) => ({
    id: `contact-${name}`,
    name,
    className: styles.input,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => change(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
  });
  const input = (name: FieldName, props: InputHTMLAttributes<HTMLInputElement>) => (describedBy: string | undefined) => <input {...bound(name, describedBy)} {...props} />;

  // The fields are named: what a visitor types into the page the portal drew, before its code has
  // arrived, is typed again into the live fields of the same names (shell typed-fields.ts).
  return (
    <form onSubmit={(event) => void send(event)} noValidate data-testid="contact-form" className={styles.form}>
      <div className={styles.twoColumns}>
        {field('name', t('contact.form.name'), input('name', { autoComplete: 'name', maxLength: 100, required: true }), true)}
        {field('email', t('contact.form.email'), input('email', { type: 'email', dir: 'ltr', autoComplete: 'email', maxLength: 254, required: true }), true)}
        {field('phone', t('contact.form.phone'), input('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel', maxLength: 20 }))}
        {field(
          'inquiryType',
          t('contact.form.inquiryType'),
          (describedBy) => (
            <select {...bound('inquiryType', describedBy)} required>
              <option value="" disabled>
                {t('contact.form.inquiryPlaceholder')}
              </option>
              {INQUIRY_TYPES.map((item) => (
                <option key={item.value} value={item.value}>
                  {item[language]}
                </option>
              ))}
            </select>
          ),
          true,
        )}
      </div>
      {field('subject', t('contact.form.subject'), input('subject', { maxLength: 150 }))}
      {field(
        'message',
        t('contact.form.message'),
        (describedBy) => (
          <>
            <textarea {...bound('message', describedBy)} rows={5} maxLength={MESSAGE_MAX} required />
            <span className={styles.count} aria-hidden="true">{`${values.message.length} / ${MESSAGE_MAX}`}</span>
          </>
        ),
        true,
      )}
      {/* People never see this field; a robot fills it in and its message is dropped. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('contact.form.honeypot')}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={values[HONEYPOT_FIELD]} onChange={(event) => change(HONEYPOT_FIELD, event.target.value)} />
        </label>
      </div>
      <button type="submit" className={styles.send} disabled={!complete || sending}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
