import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';
import { AccountSettings } from './account-settings';

/** /settings: the same settings as the dashboard's tab, on a page of their own. */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const title = t('settings.title');
  return (
    <>
      <PageHero title={title} subtitle={t('settings.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div style={{ maxWidth: 960, marginInline: 'auto', paddingBlock: '24px 64px', paddingInline: 'clamp(12px, 4vw, 32px)' }}>
        <AccountSettings />
      </div>
    </>
  );
}
