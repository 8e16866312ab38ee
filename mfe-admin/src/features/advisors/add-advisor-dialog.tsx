import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVISOR_LANGUAGES, ADVISOR_PROFESSIONS, ADVISOR_SPECIALIZATIONS, ApiError, COMMUNES, type AdvisorApplication } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage } from 'shared-contracts/react';
import { addAdvisor } from './advisors-api';
import { AdvisorPhoto } from './advisor-photo';

/** Add Advisor: every field of the directory's form, verified at once (the team checked the registration). */
export function AddAdvisorDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [form] = Form.useForm<AdvisorApplication>();
  const [sending, setSending] = useState(false);
  const required = { required: true, message: t('settings.required') };
  const options = (list: readonly { value: string; ar: string; en: string }[]) => list.map((item) => ({ value: item.value, label: item[language] }));
  const submit = async (values: AdvisorApplication) => {
    setSending(true);
    try {
      await addAdvisor({ ...values, officeAddress: values.officeAddress?.trim() || null, photo: values.photo ?? null });
      toast({ title: t('advisors.added') });
      onAdded();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setFields(error.fields.map((field) => ({ name: field.field as keyof AdvisorApplication, errors: [fieldErrorText(t, field)] })));
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('advisors.add')}
      okText={t('advisors.save')}
      okButtonProps={{ loading: sending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AdvisorApplication> form={form} layout="vertical" onFinish={submit} data-testid="add-advisor-form" initialValues={{ languages: ['ar'], specializations: [] }}>
        <Form.Item name="fullName" label={t('advisors.name')} rules={[{ ...required, whitespace: true }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="profession" label={t('advisors.profession')} rules={[required]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={options(ADVISOR_PROFESSIONS)} />
        </Form.Item>
        <Form.Item name="registrationNumber" label={t('advisors.registration')} rules={[{ ...required, whitespace: true }]}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="chamber" label={t('advisors.chamber')} rules={[{ ...required, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="commune" label={t('advisors.commune')} rules={[required]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={options(COMMUNES)} />
        </Form.Item>
        <Form.Item name="officeAddress" label={t('advisors.office')}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('advisors.phone')} rules={[{ ...required, whitespace: true }]}>
          <Input dir="ltr" type="tel" />
        </Form.Item>
        <Form.Item name="specializations" label={t('advisors.specializations')} rules={[{ ...required, type: 'array', min: 1 }]}>
          <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={options(ADVISOR_SPECIALIZATIONS)} />
        </Form.Item>
        <Form.Item name="languages" label={t('advisors.languages')} rules={[{ ...required, type: 'array', min: 1 }]}>
          <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={options(ADVISOR_LANGUAGES)} />
        </Form.Item>
        <Form.Item name="experienceYears" label={t('advisors.experience')} rules={[required]}>
          <InputNumber min={0} max={70} precision={0} />
        </Form.Item>
        <Form.Item name="bio" label={t('advisors.bio')} rules={[{ ...required, whitespace: true }]}>
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="photo" label={t('advisors.photo')}>
          <AdvisorPhoto />
        </Form.Item>
      </Form>
    </Modal>
  );
}
