import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAlgerianMobile, type ProfileUpdate, type User } from 'shared-contracts';
import { toast, useFormErrors } from 'shared-contracts/react';
import { AvatarField } from './avatar-field';
import { updateProfile } from './settings-api';
import * as styles from './settings.module.css';

/** The names and phone buyers see on the owner's listings. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ProfileUpdate>();
  const [saving, setSaving] = useState(false);
  const showErrors = useFormErrors();
  const save = async (values: ProfileUpdate) => {
    setSaving(true);
    try {
      await updateProfile({ ...values, phone: values.phone?.trim() || null });
      toast({ title: t('settings.profile.saved') });
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-profile">
      <h2 id="settings-profile">{t('settings.profile.title')}</h2>
      <p className={styles.lead}>{t('settings.profile.lead', { email: user.email })}</p>
      <AvatarField user={user} />
      <Form form={form} layout="vertical" initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }} onFinish={save}>
        <div className={styles.pair}>
          <Form.Item name="firstName" label={t('settings.profile.firstName')} rules={[{ required: true, whitespace: true, message: t('settings.required') }]}>
            <Input maxLength={60} autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t('settings.profile.lastName')} rules={[{ required: true, whitespace: true, message: t('settings.required') }]}>
            <Input maxLength={60} autoComplete="family-name" />
          </Form.Item>
        </div>
        <Form.Item
          name="phone"
          label={t('settings.profile.phone')}
          extra={t('settings.profile.phoneHint')}
          rules={[
            { validator: async (_, value: string) => (!value?.trim() || isAlgerianMobile(value) ? undefined : Promise.reject(new Error(t('settings.profile.phoneInvalid')))) },
          ]}
        >
          <Input dir="ltr" inputMode="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.save')}
        </Button>
      </Form>
    </section>
  );
}
