import { Alert, Radio, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ALERT_CHANNELS, PUSH_SUBSCRIPTIONS_PATH, type AlertChannel, type NotificationChoices, type PushDevices, type User } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { updatePreferences } from './settings-api';
import * as styles from './settings.module.css';

type Switchable = { [K in keyof NotificationChoices]: NotificationChoices[K] extends boolean ? K : never }[keyof NotificationChoices];
const EMAILS: Switchable[] = ['alerts', 'listingExpiry', 'messages'];

/** Which emails and push notifications the account gets; each choice is saved as it is made. */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [saving, setSaving] = useState<keyof NotificationChoices | null>(null);
  // How many of the account's devices take push notifications (a device subscribes when its visitor allows them).
  const { data: push } = useSWR<PushDevices>(PUSH_SUBSCRIPTIONS_PATH);
  const save = async (choice: keyof NotificationChoices, value: boolean | AlertChannel) => {
    setSaving(choice);
    try {
      await updatePreferences({ notifications: { [choice]: value } });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };
  const { alerts, alertChannel } = user.notifications;
  // Alerts by push, and no device to push them to: they reach no one until a device allows notifications.
  const pushChosen = alerts && alertChannel !== 'email';
  return (
    <section className={styles.section} aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">{t('settings.notifications.title')}</h2>
      <p className={styles.lead}>{t('settings.notifications.lead')}</p>
      <div className={styles.switches}>
        {EMAILS.map((choice) => (
          <label key={choice} className={styles.switch}>
            <Switch checked={user.notifications[choice]} loading={saving === choice} onChange={(on) => void save(choice, on)} data-testid={`notify-${choice}`} />
            <span>{t(`settings.notifications.${choice}`)}</span>
          </label>
        ))}
      </div>
      <h3 className={styles.subheading} id="settings-alert-channel">
        {t('settings.notifications.alertChannel')}
      </h3>
      <Radio.Group
        value={alertChannel}
        disabled={!alerts || saving === 'alertChannel'}
        onChange={(event) => void save('alertChannel', event.target.value as AlertChannel)}
        aria-labelledby="settings-alert-channel"
        data-testid="notify-alertChannel"
      >
        {ALERT_CHANNELS.map((channel) => (
          <Radio key={channel} value={channel}>
            {t(`settings.notifications.channels.${channel}`)}
          </Radio>
        ))}
      </Radio.Group>
      <div className={styles.switches}>
        <label className={`${styles.switch} ${styles.pushSwitch}`}>
          <Switch
            checked={user.notifications.pushMessages}
            loading={saving === 'pushMessages'}
            onChange={(on) => void save('pushMessages', on)}
            data-testid="notify-pushMessages"
          />
          <span>{t('settings.notifications.pushMessages')}</span>
        </label>
      </div>
      {pushChosen && push?.devices === 0 ? (
        <div className={styles.pushNote} data-testid="push-no-device">
          <Alert type="info" showIcon title={t('settings.notifications.noDevice')} />
        </div>
      ) : null}
    </section>
  );
}
