import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COMMUNES, DEFAULT_FILTERS, PROPERTY_TYPES, PURPOSES, filtersToQuery, type SearchFilters } from 'shared-contracts';
import { PriceRangeField } from '../../../components/filters/price-range-field';
import { ReferenceSelect } from '../../../components/filters/reference-select';
import * as styles from './search-panel.module.css';

/** The home hero's search: Search Now opens /search with only what differs from the defaults. */
export function SearchPanel() {
  const { t } = useTranslation('marketplace');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<SearchFilters>({ ...DEFAULT_FILTERS });
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = filtersToQuery(filters);
    void navigate(query ? `/search?${query}` : '/search');
  };

  return (
    <form className={styles.panel} onSubmit={submit} role="search" aria-label={t('searchPanel.label')}>
      <input
        className={styles.keyword}
        type="search"
        value={filters.keyword}
        onChange={(event) => set('keyword', event.target.value)}
        placeholder={t('searchPanel.keyword')}
        aria-label={t('searchPanel.keyword')}
      />
      <ReferenceSelect
        id="home-commune"
        className={styles.select}
        label={t('filters.commune')}
        allLabel={t('filters.allCommunes')}
        items={COMMUNES}
        value={filters.commune}
        onChange={(value) => set('commune', value)}
      />
      <ReferenceSelect
        id="home-type"
        className={styles.select}
        label={t('filters.type')}
        allLabel={t('filters.allTypes')}
        items={PROPERTY_TYPES}
        value={filters.propertyType}
        onChange={(value) => set('propertyType', value)}
      />
      <ReferenceSelect
        id="home-purpose"
        className={styles.select}
        label={t('filters.purpose')}
        allLabel={t('filters.allPurposes')}
        items={PURPOSES}
        value={filters.purpose}
        onChange={(value) => set('purpose', value)}
      />
      <PriceRangeField
        className={styles.price}
        min={filters.minPrice}
        max={filters.maxPrice}
        onChange={(min, max) => setFilters((current) => ({ ...current, minPrice: min, maxPrice: max }))}
      />
      <button type="submit" className={styles.submit}>
        {t('searchPanel.submit')}
      </button>
    </form>
  );
}
