import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NEW_PASSWORD_MIN_LENGTH, USERNAME_PATTERN, type RegisterRequest } from 'shared-contracts';
import { apiErrorText, fieldErrorText, signUp, toast, useLanguage, useSiteSettings } from 'shared-contracts/react';
import { PasswordFields } from './password-fields';
import { EmailField } from './email-field';
import * as styles from './auth.module.css';

type SignUpValues = RegisterRequest & { confirmPassword: string };

/** Where the API's "already taken" answers belong on the form. */
const TAKEN_FIELD = { EMAIL_TAKEN: 'email', USERNAME_TAKEN: 'username' } as const;

/** The five required fields, an optional phone, and a confirmation that is never sent. */
export function SignUpForm() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const [form] = Form.useForm<SignUpValues>();
  const [pending, setPending] = useState(false);
  const { registrationOpen } = useSiteSettings();
  const required = { required: true, whitespace: true, message: t('auth.rules.required') };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const taken = error.code && TAKEN_FIELD[error.code as keyof typeof TAKEN_FIELD];
    if (taken) form.setFields([{ name: taken, errors: [apiErrorText(t, error)] }]);
    form.setFields(error.fields.map((field) => ({ name: field.field as keyof SignUpValues, errors: [fieldErrorText(t, field)] })));
  };

  const submit = async ({ confirmPassword: _confirm, phone, ...values }: SignUpValues) => {
    setPending(true);
    try {
      // The account keeps the language it was made in: every later sign-in opens in it.
      await signUp({ ...values, phone: phone?.trim() || null, language });
      toast({ title: t('auth.signedUp') });
    } catch (error) {
      showServerErrors(error);
      toast({ variant: 'destructive', title: t('auth.signUpFailed'), description: apiErrorText(t, error) });
      setPending(false);
    }
  };

  // Admins may close sign-up (the server refuses it anyway); signing in stays open.
  if (!registrationOpen) return <Alert type="info" showIcon title={t('auth.signUpClosed')} data-testid="sign-up-closed" />;

  return (
    <Form<SignUpValues> name="signUp" form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="sign-up-form">
      <Form.Item name="firstName" label={t('auth.firstName')} rules={[required]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastName" label={t('auth.lastName')} rules={[required]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="username" label={t('auth.username')} rules={[required, { pattern: USERNAME_PATTERN, message: t('auth.rules.username') }]}>
        <Input autoComplete="username" className={styles.latin} />
      </Form.Item>
      <EmailField />
      <Form.Item name="phone" label={t('auth.phoneOptional')}>
        <Input type="tel" autoComplete="tel" className={styles.latin} />
      </Form.Item>
      <PasswordFields minLength={NEW_PASSWORD_MIN_LENGTH} />
      <Button type="primary" htmlType="submit" loading={pending} block size="large">
        {t('auth.signUp')}
      </Button>
    </Form>
  );
}
