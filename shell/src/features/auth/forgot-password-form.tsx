import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ForgotPasswordRequest } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { EmailField } from './email-field';
import * as styles from './auth.module.css';

/** Asks for a reset link. The answer never says whether the email has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (request: ForgotPasswordRequest) => {
    setPending(true);
    try {
      await apiRequest('/api/password/forgot', { method: 'POST', body: request });
      setSentTo(request.email);
    } catch (error) {
      toast({ variant: 'destructive', title: t('auth.forgot.failed'), description: apiErrorText(t, error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h2 className={styles.heading}>{t('auth.forgot.title')}</h2>
      {sentTo ? (
        <Alert type="success" showIcon title={t('auth.forgot.sent', { email: sentTo })} />
      ) : (
        <Form<ForgotPasswordRequest> name="forgot" layout="vertical" requiredMark={false} onFinish={submit} data-testid="forgot-form">
          <p>{t('auth.forgot.intro')}</p>
          <EmailField />
          <Button type="primary" htmlType="submit" loading={pending} block size="large">
            {t('auth.forgot.submit')}
          </Button>
        </Form>
      )}
      <Button type="link" onClick={onBack} className={styles.backToSignIn}>
        {t('auth.forgot.back')}
      </Button>
    </>
  );
}
