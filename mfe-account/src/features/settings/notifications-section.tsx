import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationChoices, User } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { updatePreferences } from './settings-api';
import * as styles from './settings.module.css';

const CHOICES: (keyof NotificationChoices)[] = ['alerts', 'listingExpiry', 'messages'];

/** Which emails the account gets; each switch is saved as it is flipped. */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [saving, setSaving] = useState<keyof NotificationChoices | null>(null);
  const flip = async (choice: keyof NotificationChoices, on: boolean) => {
    setSaving(choice);
    try {
      await updatePreferences({ notifications: { [choice]: on } });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">{t('settings.notifications.title')}</h2>
      <p className={styles.lead}>{t('settings.notifications.lead')}</p>
      <div className={styles.switches}>
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.switch}>
            <Switch checked={user.notifications[choice]} loading={saving === choice} onChange={(on) => void flip(choice, on)} data-testid={`notify-${choice}`} />
            <span>{t(`settings.notifications.${choice}`)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
