import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type TwoFactorCode } from 'shared-contracts';
import { apiErrorText, signInWithCode, toast } from 'shared-contracts/react';
import * as styles from './auth.module.css';

/** After the password, for an account with two-factor sign-in: the app's code, or a recovery code. */
export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<TwoFactorCode>();
  const [pending, setPending] = useState(false);
  const submit = async ({ code }: TwoFactorCode) => {
    setPending(true);
    try {
      const user = await signInWithCode(code.trim());
      toast({ title: t('auth.welcome', { name: user.firstName }) });
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_EXPIRED') {
        toast({ variant: 'destructive', title: t('auth.signInFailed'), description: apiErrorText(t, error) });
        onRestart();
        return;
      }
      form.setFields([{ name: 'code', errors: [apiErrorText(t, error)] }]);
    }
  };
  return (
    <Form<TwoFactorCode> form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="two-factor-form">
      <p>{t('auth.twoFactor.lead')}</p>
      <Form.Item
        name="code"
        label={t('auth.twoFactor.code')}
        extra={t('auth.twoFactor.recoveryHint')}
        rules={[{ required: true, whitespace: true, message: t('auth.twoFactor.required') }]}
      >
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- this step replaces the password form the visitor just sent: without it the focus falls to the page's top */}
        <Input autoComplete="one-time-code" inputMode="text" dir="ltr" autoFocus maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} block size="large">
        {t('auth.twoFactor.submit')}
      </Button>
      <div className={styles.actions}>
        <Button type="link" onClick={onRestart}>
          {t('auth.twoFactor.back')}
        </Button>
      </div>
    </Form>
  );
}
