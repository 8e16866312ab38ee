import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { apiRequest, planLabel, SESSION_PATH, type User } from 'shared-contracts';
import { toast, useLanguage, useSession } from 'shared-contracts/react';

/**
 * 'Your account has been upgraded to {plan} plan successfully', on whatever page the
 * member opens first after an admin approved the payment; then cleared, so it shows once.
 */
export function usePlanNotice(): void {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { user } = useSession();
  const shown = useRef<string | null>(null);
  const plan = user?.planNotice ?? null;
  useEffect(() => {
    if (!user || !plan || shown.current === `${user.id}:${plan}`) return;
    shown.current = `${user.id}:${plan}`;
    const name = planLabel(plan, language);
    toast({ title: t('planUpgraded', { plan: name }) });
    void apiRequest('/api/payments/notice', { method: 'DELETE' })
      .then(() => mutate<User | null>(SESSION_PATH, (current) => (current ? { ...current, planNotice: null } : current), { revalidate: false }))
      .catch(() => undefined); // shown again on the next visit: better twice than never
  }, [user, plan, t, language]);
}
