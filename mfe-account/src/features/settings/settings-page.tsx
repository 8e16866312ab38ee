import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /settings — heading and hero; the rest of the page arrives with this area's own issue. */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const title = t('settings.title');
  return <PageHero title={title} subtitle={t('settings.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
