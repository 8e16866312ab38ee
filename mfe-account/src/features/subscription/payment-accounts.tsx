import { Button, Descriptions } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentAccounts, PaymentMethod } from 'shared-contracts';
import { copyText, toast, useLanguage } from 'shared-contracts/react';

/** Where to pay with the chosen method: the numbers come from the admin settings. */
export function PaymentAccountsList({ method, accounts }: { method: PaymentMethod; accounts: PaymentAccounts }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const copy = async (value: string) => {
    if (await copyText(value)) toast({ title: t('payment.copied') });
  };
  const copyable = (value: string) => (
    <span>
      <bdi data-testid="account-number">{value}</bdi> <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('payment.copy')} onClick={() => void copy(value)} />
    </span>
  );
  const items =
    method === 'baridimob'
      ? [
          { key: 'rip', label: t('payment.accounts.rip'), children: copyable(accounts.baridimobRip) },
          { key: 'holder', label: t('payment.accounts.holder'), children: accounts.accountHolder },
        ]
      : method === 'ccp'
        ? [
            { key: 'ccp', label: t('payment.accounts.ccp'), children: copyable(accounts.ccpAccount) },
            { key: 'key', label: t('payment.accounts.key'), children: <bdi>{accounts.ccpKey}</bdi> },
            { key: 'holder', label: t('payment.accounts.holder'), children: accounts.accountHolder },
          ]
        : [
            { key: 'office', label: t('payment.accounts.office'), children: language === 'en' ? accounts.officeAddressEn : accounts.officeAddressAr },
            { key: 'hours', label: t('payment.accounts.hours'), children: t('payment.accounts.hoursValue') },
          ];
  return <Descriptions size="small" column={1} bordered items={items} data-testid="payment-accounts" />;
}
