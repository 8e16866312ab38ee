import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiRequest, CONSULT_CHANNELS, type ConsultRequestPayload, type Id } from 'shared-contracts';
import { toast, useFormErrors } from 'shared-contracts/react';

/** A consultation request: the advisor is told by email and answers from their requests page. */
export function ConsultForm({ advisorId }: { advisorId: Id }) {
  const { t } = useTranslation('community');
  const [form] = Form.useForm<ConsultRequestPayload>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const showErrors = useFormErrors();
  const channel = Form.useWatch('preferredChannel', form);
  const send = async (values: ConsultRequestPayload) => {
    setSending(true);
    try {
      await apiRequest(`/api/advisors/${advisorId}/requests`, { method: 'POST', body: { ...values, phone: values.phone || undefined } });
      toast({ title: t('consult.sent') });
      form.resetFields();
      setSent(true);
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSending(false);
    }
  };
  if (sent) {
    return (
      <p role="status">
        {t('consult.sentNote')} <Link to="/advisors/requests">{t('advisors.myRequests')}</Link>
      </p>
    );
  }
  return (
    <Form form={form} layout="vertical" initialValues={{ preferredChannel: 'phone' }} onFinish={(values) => void send(values)} requiredMark="optional">
      <Form.Item name="subject" label={t('consult.subject')} rules={[{ required: true, whitespace: true, message: t('consult.required') }, { min: 5 }, { max: 120 }]}>
        <Input maxLength={120} dir="auto" />
      </Form.Item>
      <Form.Item name="message" label={t('consult.message')} rules={[{ required: true, whitespace: true, message: t('consult.required') }, { min: 20 }, { max: 3000 }]}>
        <Input.TextArea rows={5} maxLength={3000} showCount dir="auto" />
      </Form.Item>
      <Form.Item name="preferredChannel" label={t('consult.channel')}>
        <Radio.Group options={CONSULT_CHANNELS.map((value) => ({ value, label: t(`consult.channels.${value}`) }))} />
      </Form.Item>
      {channel !== 'email' ? (
        <Form.Item name="phone" label={t('consult.phone')} rules={[{ required: true, message: t('consult.required') }]}>
          <Input dir="ltr" inputMode="tel" autoComplete="tel" />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('consult.send')}
      </Button>
    </Form>
  );
}
