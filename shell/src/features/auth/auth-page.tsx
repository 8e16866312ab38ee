import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AntdArea, PageHero, useSession } from 'shared-contracts/react';
import { nextPath } from '../account/next-path';
import { ForgotPasswordForm } from './forgot-password-form';
import { SHELL_ANTD } from './shell-antd';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import * as styles from './auth.module.css';

/** /auth: Sign In and Sign Up; a signed-in visitor goes on to where they were headed. */
export default function AuthPage() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { search } = useLocation();
  const [forgot, setForgot] = useState(() => new URLSearchParams(search).get('view') === 'forgot');
  if (user) return <Navigate to={nextPath(search)} replace />;
  return (
    <AntdArea antd={SHELL_ANTD}>
      <PageHero title={t('pages.auth.title')} subtitle={t('pages.auth.subtitle')} />
      <div className={styles.body}>
        <Card className={styles.card}>
          {forgot ? (
            <ForgotPasswordForm onBack={() => setForgot(false)} />
          ) : (
            <Tabs
              centered
              items={[
                { key: 'signIn', label: t('auth.signInTab'), children: <SignInForm onForgot={() => setForgot(true)} /> },
                { key: 'signUp', label: t('auth.signUpTab'), children: <SignUpForm /> },
              ]}
            />
          )}
        </Card>
        <Link to="/" className={styles.back}>
          {t('backHome')}
        </Link>
      </div>
    </AntdArea>
  );
}
