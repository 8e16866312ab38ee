import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, DEFAULT_SUGGESTION_PRIORITY, SUGGESTION_CATEGORIES, SUGGESTION_PRIORITIES, type Suggestion, type SuggestionRequest } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage } from 'shared-contracts/react';
import { sendSuggestion } from './suggestions-api';
import * as styles from './suggestions.module.css';

/** Title, category and description required, priority medium unless chosen; Reset clears it. */
export function SuggestionForm({ onSent }: { onSent: (suggestion: Suggestion) => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [form] = Form.useForm<SuggestionRequest>();
  const [sending, setSending] = useState(false);
  const required = { required: true, whitespace: true, message: t('suggestionsPage.form.required') };
  const options = (list: readonly { value: string; ar: string; en: string }[]) => list.map((item) => ({ value: item.value, label: item[language] }));

  const send = async (values: SuggestionRequest) => {
    setSending(true);
    try {
      const suggestion = await sendSuggestion(values);
      toast({ title: t('suggestionsPage.sent.title'), description: t('suggestionsPage.sent.text') });
      form.resetFields();
      onSent(suggestion);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      if (fields.length > 0) form.setFields(fields.map((field) => ({ name: field.field as keyof SuggestionRequest, errors: [fieldErrorText(t, field)] })));
      toast({ title: t('suggestionsPage.failed'), description: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ priority: DEFAULT_SUGGESTION_PRIORITY }}
      onFinish={send}
      onFinishFailed={() => toast({ title: t('suggestionsPage.missing.title'), description: t('suggestionsPage.missing.text'), variant: 'destructive' })}
      data-testid="suggestion-form"
    >
      <Form.Item name="title" label={t('suggestionsPage.form.title')} rules={[required]}>
        <Input maxLength={150} />
      </Form.Item>
      <div className={styles.twoColumns}>
        <Form.Item name="category" label={t('suggestionsPage.form.category')} rules={[{ required: true, message: t('suggestionsPage.form.required') }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder={t('suggestionsPage.form.categoryPlaceholder')} options={options(SUGGESTION_CATEGORIES)} />
        </Form.Item>
        <Form.Item name="priority" label={t('suggestionsPage.form.priority')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={options(SUGGESTION_PRIORITIES)} />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('suggestionsPage.form.description')} rules={[required]}>
        <Input.TextArea rows={6} maxLength={5000} showCount />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('suggestionsPage.form.send')}
        </Button>
        <Button htmlType="button" onClick={() => form.resetFields()} disabled={sending}>
          {t('suggestionsPage.form.reset')}
        </Button>
      </div>
    </Form>
  );
}
