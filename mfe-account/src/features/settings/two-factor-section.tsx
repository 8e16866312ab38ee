import { Alert, Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { mutate } from 'swr';
import { SESSION_PATH, TAG_COLOURS, type TwoFactorSetup, type TwoFactorStatus, type User } from 'shared-contracts';
import { toast, useFormErrors } from 'shared-contracts/react';
import type { AccountCall } from '../../api/listings-api';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, TWO_FACTOR_URL } from './settings-api';
import * as styles from './settings.module.css';

type Step = { name: 'idle' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] } | { name: 'disable' };

/** Sign-in with an authenticator app: scan, confirm with a code and the password, keep the ten recovery codes; off with the password. */
export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code?: string; password?: string }>();
  const showErrors = useFormErrors();
  const status = useSWR<TwoFactorStatus>(TWO_FACTOR_URL);
  const refresh = () => Promise.all([mutate(SESSION_PATH), status.mutate()]);

  const run = async (action: AccountCall) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showErrors(form, error);
    } finally {
      setBusy(false);
    }
  };
  const begin = () => run(async () => setStep({ name: 'scan', setup: await startTwoFactorSetup() }));
  const confirm = ({ code, password }: { code?: string; password?: string }) =>
    run(async () => {
      const { recoveryCodes } = await enableTwoFactor({ code: code?.trim() ?? '', password: password ?? '' });
      form.resetFields();
      setStep({ name: 'codes', codes: recoveryCodes });
      await refresh();
    });
  const turnOff = ({ password }: { password?: string }) =>
    run(async () => {
      await disableTwoFactor(password ?? '');
      form.resetFields();
      setStep({ name: 'idle' });
      toast({ title: t('settings.twoFactor.disabled') });
      await refresh();
    });
  const download = (codes: string[]) => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${t('settings.twoFactor.fileTitle')}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
    link.download = 'djelfa-estates-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section className={styles.section} aria-labelledby="settings-two-factor" data-testid="two-factor">
      <h2 id="settings-two-factor">
        {t('settings.twoFactor.title')}{' '}
        <Tag color={user.twoFactor ? TAG_COLOURS.green : 'default'} data-testid="two-factor-state">
          {t(user.twoFactor ? 'settings.twoFactor.on' : 'settings.twoFactor.off')}
        </Tag>
      </h2>
      <p className={styles.lead}>{t('settings.twoFactor.lead')}</p>
      {step.name === 'codes' ? (
        <div>
          <Alert type="warning" showIcon title={t('settings.twoFactor.codesOnce')} />
          <ol className={styles.codes} data-testid="recovery-codes" dir="ltr">
            {step.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <div className={styles.row}>
            <Button onClick={() => download(step.codes)}>{t('settings.twoFactor.download')}</Button>
            <Button type="primary" onClick={() => setStep({ name: 'idle' })}>
              {t('settings.twoFactor.saved')}
            </Button>
          </div>
        </div>
      ) : step.name === 'scan' ? (
        <Form form={form} layout="vertical" onFinish={confirm}>
          <p>{t('settings.twoFactor.scan')}</p>
          <img src={step.setup.qrCode} alt={t('settings.twoFactor.qrAlt')} width={200} height={200} className={styles.qr} data-testid="two-factor-qr" />
          <p>
            {t('settings.twoFactor.manual')}{' '}
            <code dir="ltr" data-testid="two-factor-secret">
              {step.setup.secret}
            </code>
          </p>
          <Form.Item name="code" label={t('settings.twoFactor.code')} rules={[{ required: true, message: t('settings.required') }]}>
            <Input autoComplete="one-time-code" inputMode="numeric" dir="ltr" maxLength={6} className={styles.short} />
          </Form.Item>
          <Form.Item name="password" label={t('settings.twoFactor.password')} rules={[{ required: true, message: t('settings.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <div className={styles.row}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('settings.twoFactor.confirm')}
            </Button>
            <Button onClick={() => setStep({ name: 'idle' })}>{t('common.cancel')}</Button>
          </div>
        </Form>
      ) : step.name === 'disable' ? (
        <Form form={form} layout="vertical" onFinish={turnOff}>
          <Form.Item name="password" label={t('settings.twoFactor.password')} rules={[{ required: true, message: t('settings.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <div className={styles.row}>
            <Button danger htmlType="submit" loading={busy}>
              {t('settings.twoFactor.turnOff')}
            </Button>
            <Button onClick={() => setStep({ name: 'idle' })}>{t('common.cancel')}</Button>
          </div>
        </Form>
      ) : user.twoFactor ? (
        <div className={styles.row}>
          {status.data ? <span>{t('settings.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</span> : null}
          <Button onClick={() => setStep({ name: 'disable' })}>{t('settings.twoFactor.turnOff')}</Button>
        </div>
      ) : (
        <Button type="primary" loading={busy} onClick={begin}>
          {t('settings.twoFactor.enable')}
        </Button>
      )}
    </section>
  );
}
