import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PROPERTY_SORTS,
  COMMUNES,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type AdminPropertySort,
  type Commune,
  type OwnershipDocument,
  type PropertyStatus,
  type PropertyType,
} from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import type { PropertyFilters as Filters } from './properties-api';

/** Search and filters of the properties tab; each change goes to the server. */
export function PropertyFilters({ onChange }: { onChange: (change: Partial<Filters>) => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const search = { showSearch: { optionFilterProp: 'label' }, allowClear: true, style: { minWidth: 150 } } as const;
  return (
    <Space wrap style={{ marginBlockEnd: 16 }}>
      <Input.Search placeholder={t('properties.search')} aria-label={t('properties.search')} allowClear onSearch={(q) => onChange({ q })} style={{ width: 260 }} />
      <Input.Search placeholder={t('properties.owner')} aria-label={t('properties.owner')} allowClear onSearch={(owner) => onChange({ owner })} style={{ width: 200 }} />
      <Select<PropertyStatus>
        {...search}
        placeholder={t('properties.status')}
        aria-label={t('properties.status')}
        onChange={(status) => onChange({ status })}
        options={PROPERTY_STATUSES.map((value) => ({ value, label: t(`properties.statuses.${value}`) }))}
      />
      <Select<PropertyType>
        {...search}
        placeholder={t('properties.type')}
        aria-label={t('properties.type')}
        onChange={(type) => onChange({ type })}
        options={PROPERTY_TYPES.map((item) => ({ value: item.value, label: item[language] }))}
      />
      <Select<Commune>
        {...search}
        placeholder={t('properties.commune')}
        aria-label={t('properties.commune')}
        onChange={(commune) => onChange({ commune })}
        options={COMMUNES.map((item) => ({ value: item.value, label: item[language] }))}
      />
      <Select<OwnershipDocument>
        {...search}
        placeholder={t('properties.document')}
        aria-label={t('properties.document')}
        onChange={(document) => onChange({ document })}
        options={OWNERSHIP_DOCUMENTS.map((item) => ({ value: item.value, label: item[language] }))}
      />
      <Select<string>
        {...search}
        placeholder={t('properties.featured')}
        aria-label={t('properties.featured')}
        onChange={(value) => onChange({ featured: value === undefined ? undefined : value === 'yes' })}
        options={[
          { value: 'yes', label: t('properties.featuredOnly') },
          { value: 'no', label: t('properties.notFeatured') },
        ]}
      />
      <Select<AdminPropertySort>
        {...search}
        placeholder={t('properties.sort')}
        aria-label={t('properties.sort')}
        onChange={(sort) => onChange({ sort })}
        options={ADMIN_PROPERTY_SORTS.map((value) => ({ value, label: t(`properties.sorts.${value}`) }))}
      />
    </Space>
  );
}
