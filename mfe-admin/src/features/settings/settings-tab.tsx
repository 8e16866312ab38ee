import { Alert, Button, Card, Form, Input, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { mutate } from 'swr';
import { ApiError, MAX_IMAGES_RANGE, PUBLIC_SETTINGS_PATH, type SiteSettings } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast } from 'shared-contracts/react';
import { fetchSettings, saveSettings, SETTINGS_URL } from './settings-api';
import * as styles from './settings-tab.module.css';

const SWITCHES = ['registrationOpen', 'listingsNeedApproval', 'maintenance'] as const;

/** Settings that take effect on save, on every instance: identity, open doors, limits, payment accounts. */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const { data, error } = useSWR<SiteSettings, unknown>(SETTINGS_URL, fetchSettings);
  const [form] = Form.useForm<SiteSettings>();
  const [saving, setSaving] = useState(false);
  if (error) return <Alert type="error" showIcon title={apiErrorText(t, error)} />;
  if (!data) return <Card loading />;

  const save = async (values: SiteSettings) => {
    setSaving(true);
    try {
      const saved = await saveSettings(values);
      await mutate(SETTINGS_URL, saved, { revalidate: false });
      await mutate(PUBLIC_SETTINGS_PATH);
      toast({ title: t('settings.saved') });
    } catch (failure) {
      if (failure instanceof ApiError) form.setFields(failure.fields.map((field) => ({ name: field.field.split('.') as never, errors: [fieldErrorText(t, field)] })));
      toast({ title: apiErrorText(t, failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  const required = { required: true, whitespace: true, message: t('settings.required') };
  const latin = { dir: 'ltr' } as const;

  return (
    <Form<SiteSettings> form={form} layout="vertical" initialValues={data} onFinish={save} data-testid="settings-form" className={styles.form}>
      <Card title={t('settings.site')} className={styles.card}>
        <div className={styles.pair}>
          <Form.Item name={['siteName', 'ar']} label={t('settings.nameAr')} rules={[required]}>
            <Input dir="rtl" lang="ar" maxLength={60} />
          </Form.Item>
          <Form.Item name={['siteName', 'en']} label={t('settings.nameEn')} rules={[required]}>
            <Input {...latin} lang="en" maxLength={60} />
          </Form.Item>
          <Form.Item name={['description', 'ar']} label={t('settings.descriptionAr')} rules={[required]}>
            <Input.TextArea dir="rtl" lang="ar" rows={3} maxLength={300} />
          </Form.Item>
          <Form.Item name={['description', 'en']} label={t('settings.descriptionEn')} rules={[required]}>
            <Input.TextArea {...latin} lang="en" rows={3} maxLength={300} />
          </Form.Item>
          <Form.Item name="contactEmail" label={t('settings.contactEmail')} rules={[required, { type: 'email', message: t('settings.email') }]}>
            <Input {...latin} type="email" />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('settings.contactPhone')} rules={[required]}>
            <Input {...latin} type="tel" />
          </Form.Item>
        </div>
      </Card>
      <Card title={t('settings.rules')} className={styles.card}>
        {SWITCHES.map((name) => (
          <Form.Item key={name} name={name} valuePropName="checked" label={t(`settings.${name}.label`)} extra={t(`settings.${name}.help`)}>
            <Switch />
          </Form.Item>
        ))}
        <Form.Item
          name="maxImages"
          label={t('settings.maxImages.label')}
          extra={t('settings.maxImages.help', MAX_IMAGES_RANGE)}
          rules={[{ required: true, message: t('settings.required') }]}
        >
          <InputNumber min={MAX_IMAGES_RANGE.min} max={MAX_IMAGES_RANGE.max} precision={0} />
        </Form.Item>
      </Card>
      <Card title={t('settings.payment')} className={styles.card}>
        <div className={styles.pair}>
          <Form.Item name={['payment', 'baridimobRip']} label={t('settings.rip')} rules={[required, { pattern: /^\d{20}$/, message: t('settings.ripRule') }]}>
            <Input {...latin} inputMode="numeric" />
          </Form.Item>
          <Form.Item name={['payment', 'accountHolder']} label={t('settings.holder')} rules={[required]}>
            <Input />
          </Form.Item>
          <Form.Item name={['payment', 'ccpAccount']} label={t('settings.ccpAccount')} rules={[required, { pattern: /^\d{1,12}$/, message: t('settings.ccpRule') }]}>
            <Input {...latin} inputMode="numeric" />
          </Form.Item>
          <Form.Item name={['payment', 'ccpKey']} label={t('settings.ccpKey')} rules={[required, { pattern: /^\d{2}$/, message: t('settings.keyRule') }]}>
            <Input {...latin} inputMode="numeric" />
          </Form.Item>
          <Form.Item name={['payment', 'officeAddressAr']} label={t('settings.officeAr')} rules={[required]}>
            <Input dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name={['payment', 'officeAddressEn']} label={t('settings.officeEn')} rules={[required]}>
            <Input {...latin} lang="en" />
          </Form.Item>
        </div>
      </Card>
      <Button type="primary" htmlType="submit" loading={saving} size="large">
        {t('settings.save')}
      </Button>
    </Form>
  );
}
