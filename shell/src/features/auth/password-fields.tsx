import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new password and its confirmation (a mismatch is reported on confirmPassword). */
export function PasswordFields({ minLength }: { minLength: number }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[
          { required: true, message: t('auth.rules.passwordRequired') },
          { min: minLength, message: t('auth.rules.passwordMin', { min: minLength }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('auth.rules.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('auth.rules.passwordsMismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
