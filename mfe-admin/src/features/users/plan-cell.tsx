import { Button, DatePicker, Popover, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, planLabel, SUBSCRIPTION_PLANS, type AdminUser, type SubscriptionPlanName } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { setPlan, type RunAdminCall } from './users-api';

/** A user's plan and its end; admins set another (a payment made outside the site, a gift) with its end date. */
export function PlanCell({ user, onChange }: { user: AdminUser; onChange: RunAdminCall }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [plan, setPlanName] = useState<SubscriptionPlanName>(user.subscriptionPlan);
  const [end, setEnd] = useState<Dayjs | null>(user.planExpiresAt ? dayjs(user.planExpiresAt) : dayjs().add(30, 'day'));
  const label = planLabel(user.subscriptionPlan, language);
  const save = async () => {
    setOpen(false);
    await onChange(() => setPlan(user.id, plan, plan === 'free' ? null : (end ?? dayjs().add(30, 'day')).endOf('day').toISOString()), 'users.saved');
  };
  const form = (
    <Space direction="vertical">
      <Select<SubscriptionPlanName>
        value={plan}
        aria-label={t('users.plan')}
        onChange={setPlanName}
        options={SUBSCRIPTION_PLANS.map((item) => ({ value: item.value, label: item[language] }))}
        style={{ minWidth: 160 }}
      />
      {plan !== 'free' ? <DatePicker value={end} onChange={setEnd} aria-label={t('users.planEnd')} disabledDate={(day) => day.isBefore(dayjs(), 'day')} /> : null}
      <Button type="primary" size="small" onClick={() => void save()}>
        {t('users.savePlan')}
      </Button>
    </Space>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={form} title={t('users.changePlan')}>
      <Button size="small" type="link">
        {label}
        {user.planExpiresAt ? ` · ${formatDay(user.planExpiresAt, language)}` : ''}
      </Button>
    </Popover>
  );
}
