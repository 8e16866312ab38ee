import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PASSWORD_MIN_LENGTH, type LoginRequest } from 'shared-contracts';
import { apiErrorText, signIn, toast } from 'shared-contracts/react';
import { TwoFactorStep } from './two-factor-step';
import { EmailField } from './email-field';
import * as styles from './auth.module.css';

/** A valid email, a password of at least 6 characters; the welcome and error toasts. */
export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);

  const submit = async (values: LoginRequest) => {
    setPending(true);
    try {
      const answer = await signIn(values);
      if ('twoFactorRequired' in answer) {
        setCodeAsked(true);
        setPending(false);
        return;
      }
      toast({ title: t('auth.welcome', { name: answer.firstName }) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('auth.signInFailed'), description: apiErrorText(t, error) });
      setPending(false);
    }
  };

  if (codeAsked) return <TwoFactorStep onRestart={() => setCodeAsked(false)} />;
  return (
    <Form<LoginRequest> name="signIn" layout="vertical" requiredMark={false} onFinish={submit} data-testid="sign-in-form">
      <EmailField />
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[
          { required: true, message: t('auth.rules.passwordRequired') },
          { min: SIGN_IN_PASSWORD_MIN_LENGTH, message: t('auth.rules.passwordMin', { min: SIGN_IN_PASSWORD_MIN_LENGTH }) },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="link" onClick={onForgot}>
          {t('auth.forgot.link')}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" loading={pending} block size="large">
        {t('auth.signIn')}
      </Button>
    </Form>
  );
}
