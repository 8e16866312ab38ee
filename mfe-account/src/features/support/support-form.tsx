import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, HONEYPOT_FIELD, INVESTMENT_TYPES, SUPPORT_PLANS, type SupportPlan, type SupportRequest } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage } from 'shared-contracts/react';
import { sendSupportRequest } from './support-api';
import * as styles from './support.module.css';

type SupportFields = Omit<SupportRequest, 'supportPlan' | 'language'>;

/** The Support Me form, sent with the card selected above it (left the card unsent). */
export function SupportForm({ plan }: { plan: SupportPlan | null }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [form] = Form.useForm<SupportFields>();
  const [sending, setSending] = useState(false);
  const required = { required: true, whitespace: true, message: t('supportPage.form.required') };

  const send = async (fields: SupportFields) => {
    setSending(true);
    try {
      await sendSupportRequest({ ...fields, company: fields.company || null, investmentType: fields.investmentType ?? null, supportPlan: plan, language });
      toast({ title: t('supportPage.sent.title'), description: t('supportPage.sent.text') });
      form.resetFields();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      if (fields.length > 0) form.setFields(fields.map((field) => ({ name: field.field as keyof SupportFields, errors: [fieldErrorText(t, field)] })));
      else toast({ title: t('supportPage.failed'), description: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={send} data-testid="support-form">
      <Alert
        type={plan ? 'success' : 'info'}
        showIcon
        className={styles.selection}
        message={plan ? t('supportPage.form.withPlan', { plan: SUPPORT_PLANS.find(({ value }) => value === plan)?.[language] }) : t('supportPage.form.noPlan')}
        data-testid="support-selection"
      />
      <div className={styles.twoColumns}>
        <Form.Item name="name" label={t('supportPage.form.name')} rules={[required]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label={t('supportPage.form.email')} rules={[{ required: true, type: 'email', message: t('supportPage.form.emailInvalid') }]}>
          <Input type="email" dir="ltr" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="phone" label={t('supportPage.form.phone')} rules={[required]}>
          <Input type="tel" dir="ltr" autoComplete="tel" maxLength={20} />
        </Form.Item>
        <Form.Item name="company" label={t('supportPage.form.company')}>
          <Input autoComplete="organization" maxLength={150} />
        </Form.Item>
      </div>
      <Form.Item name="investmentType" label={t('supportPage.form.investmentType')}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={INVESTMENT_TYPES.map((item) => ({ value: item.value, label: item[language] }))} />
      </Form.Item>
      <Form.Item name="message" label={t('supportPage.form.message')} rules={[required]}>
        <Input.TextArea rows={5} maxLength={5000} showCount />
      </Form.Item>
      <div className={styles.honeypot} aria-hidden="true">
        <Form.Item name={HONEYPOT_FIELD} label={t('supportPage.form.honeypot')}>
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('supportPage.form.send')}
      </Button>
    </Form>
  );
}
