import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { ACCOUNT_DELETION_GRACE_DAYS, SESSION_PATH } from 'shared-contracts';
import { toast, useFormErrors } from 'shared-contracts/react';
import { scheduleDeletion } from './settings-api';
import * as styles from './settings.module.css';

/** Deleting the account (law 18-07): the password again; the listings go off the site at once, everything else 14 days later. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const showErrors = useFormErrors();
  const confirm = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      const { deletionScheduledAt } = await scheduleDeletion(password);
      await mutate(SESSION_PATH, null, { revalidate: false });
      toast({ title: t('settings.deletion.scheduled', { date: dayjs(deletionScheduledAt).format('YYYY-MM-DD') }) });
      void navigate('/');
    } catch (error) {
      showErrors(form, error);
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-deletion" data-testid="delete-account">
      <h2 id="settings-deletion">{t('settings.deletion.title')}</h2>
      <p className={styles.lead}>{t('settings.deletion.lead', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      {asked ? (
        <Form form={form} layout="vertical" onFinish={confirm}>
          <Form.Item name="password" label={t('settings.deletion.password')} rules={[{ required: true, message: t('settings.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <div className={styles.row}>
            <Button danger type="primary" htmlType="submit" loading={busy}>
              {t('settings.deletion.confirm')}
            </Button>
            <Button onClick={() => setAsked(false)}>{t('common.cancel')}</Button>
          </div>
        </Form>
      ) : (
        <Button danger onClick={() => setAsked(true)}>
          {t('settings.deletion.start')}
        </Button>
      )}
    </section>
  );
}
