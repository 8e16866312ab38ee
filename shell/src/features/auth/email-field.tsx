import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import * as styles from './auth.module.css';

/** The email of an account (required and valid), written left to right in both languages. */
export function EmailField() {
  const { t } = useTranslation('shell');
  return (
    <Form.Item
      name="email"
      label={t('auth.email')}
      rules={[
        { required: true, message: t('auth.rules.emailRequired') },
        { type: 'email', message: t('auth.rules.emailInvalid') },
      ]}
    >
      <Input type="email" autoComplete="email" className={styles.latin} />
    </Form.Item>
  );
}
