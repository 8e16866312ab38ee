import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, toast } from 'shared-contracts/react';
import { endOtherSessions } from './settings-api';
import * as styles from './settings.module.css';

/** A lost phone, a shared computer: every other session of the account ends at once. */
export function DevicesSection() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const signOutOthers = async () => {
    setBusy(true);
    try {
      const { ended } = await endOtherSessions();
      toast({ title: t('settings.devices.ended', { count: ended }) });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-devices">
      <h2 id="settings-devices">{t('settings.devices.title')}</h2>
      <p className={styles.lead}>{t('settings.devices.lead')}</p>
      <Popconfirm title={t('settings.devices.confirm')} okText={t('settings.devices.ok')} cancelText={t('common.cancel')} onConfirm={signOutOthers}>
        <Button loading={busy}>{t('settings.devices.signOutOthers')}</Button>
      </Popconfirm>
    </section>
  );
}
