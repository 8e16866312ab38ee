import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /admin — heading and hero; the rest of the page arrives with this area's own issue. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const title = t('admin.title');
  return <PageHero title={title} subtitle={t('admin.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
