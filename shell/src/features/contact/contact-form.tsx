import { Button, Form, Input, Select, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest, HONEYPOT_FIELD, INQUIRY_TYPES, type ContactMessageRequest } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage } from 'shared-contracts/react';
import * as styles from './contact-page.module.css';

type ContactFields = Omit<ContactMessageRequest, 'language'>;

const REQUIRED: (keyof ContactFields)[] = ['name', 'email', 'message', 'inquiryType'];

/**
 * Send, which waits for the four required fields. It watches the fields itself: the form's first
 * watch answers right after the hydration, and would redraw the whole form with it.
 */
function SendButton({ form, sending }: { form: FormInstance<ContactFields>; sending: boolean }) {
  const { t } = useTranslation('shell');
  const values = Form.useWatch([], form);
  const complete = REQUIRED.every((field) => String(values?.[field] ?? '').trim() !== '');
  return (
    <Button type="primary" htmlType="submit" loading={sending} disabled={!complete || sending}>
      {sending ? t('contact.form.sending') : t('contact.form.send')}
    </Button>
  );
}

/** The contact form: stored and mailed to the team. */
export function ContactForm() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const [form] = Form.useForm<ContactFields>();
  const [sending, setSending] = useState(false);

  const send = async (fields: ContactFields) => {
    setSending(true);
    try {
      await apiRequest<null>('/api/contact', { method: 'POST', body: { ...fields, language } satisfies ContactMessageRequest });
      toast({ title: t('contact.sent.title'), description: t('contact.sent.text') });
      form.resetFields();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fields : [];
      if (fieldErrors.length > 0) form.setFields(fieldErrors.map((field) => ({ name: field.field as keyof ContactFields, errors: [fieldErrorText(t, field)] })));
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

  // The fields are named: what a visitor types into the page the portal drew, before its code has
  // arrived, is typed again into the live fields of the same names (shell typed-fields.ts).
  return (
    <Form form={form} layout="vertical" onFinish={send} data-testid="contact-form" className={styles.form}>
      <div className={styles.twoColumns}>
        <Form.Item name="name" label={t('contact.form.name')} rules={[{ required: true, whitespace: true, message: t('contact.form.required') }]}>
          <Input name="name" autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label={t('contact.form.email')} rules={[{ required: true, type: 'email', message: t('contact.form.emailInvalid') }]}>
          <Input name="email" type="email" dir="ltr" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="phone" label={t('contact.form.phone')}>
          <Input name="phone" type="tel" dir="ltr" autoComplete="tel" maxLength={20} />
        </Form.Item>
        <Form.Item name="inquiryType" label={t('contact.form.inquiryType')} rules={[{ required: true, message: t('contact.form.required') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('contact.form.inquiryPlaceholder')}
            options={INQUIRY_TYPES.map((item) => ({ value: item.value, label: item[language] }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="subject" label={t('contact.form.subject')}>
        <Input name="subject" maxLength={150} />
      </Form.Item>
      <Form.Item name="message" label={t('contact.form.message')} rules={[{ required: true, whitespace: true, message: t('contact.form.required') }]}>
        <Input.TextArea name="message" rows={5} maxLength={5000} showCount />
      </Form.Item>
      {/* People never see this field; a robot fills it in and its message is dropped. */}
      <div className={styles.honeypot} aria-hidden="true">
        <Form.Item name={HONEYPOT_FIELD} label={t('contact.form.honeypot')}>
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      <SendButton form={form} sending={sending} />
    </Form>
  );
}
