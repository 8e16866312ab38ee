import { Alert, Button, Card, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, NEW_PASSWORD_MIN_LENGTH, apiRequest, type ResetPasswordRequest } from 'shared-contracts';
import { AntdArea, PageHero, apiErrorText, toast } from 'shared-contracts/react';
import { PasswordFields } from './password-fields';
import { SHELL_ANTD } from './shell-antd';
import * as styles from './auth.module.css';

/** /auth/reset?token=…, from the emailed link: a new password, then sign in with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token');
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(!token);

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    setPending(true);
    try {
      const request: ResetPasswordRequest = { token, password };
      await apiRequest('/api/password/reset', { method: 'POST', body: request });
      toast({ title: t('auth.reset.done') });
      void navigate('/auth');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID') setInvalid(true);
      else toast({ variant: 'destructive', title: t('auth.reset.failed'), description: apiErrorText(t, error) });
      setPending(false);
    }
  };

  return (
    <AntdArea antd={SHELL_ANTD}>
      <PageHero title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
      <div className={styles.body}>
        <Card className={styles.card}>
          {invalid ? (
            <Alert type="error" showIcon title={t('auth.reset.invalid')} description={<Link to="/auth?view=forgot">{t('auth.reset.askAgain')}</Link>} />
          ) : (
            <Form name="reset" layout="vertical" requiredMark={false} onFinish={submit} data-testid="reset-form">
              <PasswordFields minLength={NEW_PASSWORD_MIN_LENGTH} />
              <Button type="primary" htmlType="submit" loading={pending} block size="large">
                {t('auth.reset.submit')}
              </Button>
            </Form>
          )}
        </Card>
      </div>
    </AntdArea>
  );
}
