import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { SESSION_PATH, type User } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { Button } from '../../components/button';
import * as controls from '../../components/controls.module.css';
import { cancelDeletion } from '../settings/settings-api';

/** An account due for deletion says when, and keeps the way back until then. */
export function DeletionNotice({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  if (!user.deletionScheduledAt) return null;
  const keep = async () => {
    setBusy(true);
    try {
      await cancelDeletion();
      await mutate(SESSION_PATH);
      toast({ title: t('settings.deletion.cancelled') });
    } catch (error) {
      toast({ variant: 'destructive', title: apiErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={controls.warning} role="alert" data-testid="deletion-notice">
      <span>{t('settings.deletion.due', { date: dayjs(user.deletionScheduledAt).format('YYYY-MM-DD') })}</span>
      <Button busy={busy} onClick={keep}>
        {t('settings.deletion.keep')}
      </Button>
    </div>
  );
}
