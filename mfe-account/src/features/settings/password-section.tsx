import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH, type PasswordChange } from 'shared-contracts';
import { toast, useFormErrors } from 'shared-contracts/react';
import { changePassword } from './settings-api';
import * as styles from './settings.module.css';

type PasswordForm = PasswordChange & { confirmPassword: string };

/** A new password, given the current one; the account's other devices are signed out. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const showErrors = useFormErrors();
  const save = async ({ currentPassword, newPassword }: PasswordForm) => {
    setSaving(true);
    try {
      await changePassword({ currentPassword, newPassword });
      form.resetFields();
      toast({ title: t('settings.password.changed') });
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings.password.title')}</h2>
      <p className={styles.lead}>{t('settings.password.lead')}</p>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="currentPassword" label={t('settings.password.current')} rules={[{ required: true, message: t('settings.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item
            name="newPassword"
            label={t('settings.password.new')}
            rules={[
              { required: true, message: t('settings.required') },
              { min: NEW_PASSWORD_MIN_LENGTH, message: t('settings.password.tooShort', { count: NEW_PASSWORD_MIN_LENGTH }) },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('settings.password.confirm')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('settings.required') },
              ({ getFieldValue }) => ({
                validator: async (_, value: string) => (value === getFieldValue('newPassword') ? undefined : Promise.reject(new Error(t('settings.password.mismatch')))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </section>
  );
}
