import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNES, OWNERSHIP_DOCUMENTS, PRICE_RANGES, PROPERTY_TYPES, PURPOSES, type PriceRange, type SearchFilters } from 'shared-contracts';
import { PriceRangeField } from '../../components/filters/price-range-field';
import { ReferenceSelect } from '../../components/filters/reference-select';
import { priceRangeLabel } from './price-range-label';
import { useDebouncedCommit } from './use-debounced-commit';
import * as styles from './search-page.module.css';

interface Props {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/**
 * The search page's filters. Lists apply at once; the keyword and the price slider
 * apply when the visitor pauses (or presses Enter), and follow the URL on back and forward.
 */
export function SearchFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('marketplace');
  const [keyword, setKeyword] = useState(filters.keyword);
  const [prices, setPrices] = useState(`${filters.minPrice}-${filters.maxPrice}`);
  const committedPrices = `${filters.minPrice}-${filters.maxPrice}`;
  // New filters from the URL replace what is being typed or dragged, in the same render.
  const [followedKeyword, setFollowedKeyword] = useState(filters.keyword);
  const [followedPrices, setFollowedPrices] = useState(committedPrices);
  if (followedKeyword !== filters.keyword) {
    setFollowedKeyword(filters.keyword);
    setKeyword(filters.keyword);
  }
  if (followedPrices !== committedPrices) {
    setFollowedPrices(committedPrices);
    setPrices(committedPrices);
  }

  const change = (patch: Partial<SearchFilters>) => onChange({ ...filters, keyword, ...patch });
  useDebouncedCommit(keyword.trim(), filters.keyword, (value) => change({ keyword: value }));
  useDebouncedCommit(prices, committedPrices, (value) => {
    const [minPrice, maxPrice] = value.split('-').map(Number) as [number, number];
    change({ minPrice, maxPrice });
  });
  const [min, max] = prices.split('-').map(Number) as [number, number];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ keyword: keyword.trim() });
  };

  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('search.filters.label')}>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('search.filters.keyword')}</span>
        <input
          className={styles.control}
          type="search"
          name="keyword"
          value={keyword}
          maxLength={100}
          placeholder={t('search.filters.keywordPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </label>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor="search-commune">
          {t('filters.commune')}
        </label>
        <ReferenceSelect
          id="search-commune"
          className={styles.control}
          label={t('filters.commune')}
          allLabel={t('filters.allCommunes')}
          items={COMMUNES}
          value={filters.commune}
          onChange={(commune) => change({ commune })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor="search-type">
          {t('filters.type')}
        </label>
        <ReferenceSelect
          id="search-type"
          className={styles.control}
          label={t('filters.type')}
          allLabel={t('filters.allTypes')}
          items={PROPERTY_TYPES}
          value={filters.propertyType}
          onChange={(propertyType) => change({ propertyType })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor="search-purpose">
          {t('filters.purpose')}
        </label>
        <ReferenceSelect
          id="search-purpose"
          className={styles.control}
          label={t('filters.purpose')}
          allLabel={t('filters.allPurposes')}
          items={PURPOSES}
          value={filters.purpose}
          onChange={(purpose) => change({ purpose })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor="search-document">
          {t('filters.document')}
        </label>
        <ReferenceSelect
          id="search-document"
          className={styles.control}
          label={t('filters.document')}
          allLabel={t('filters.allDocuments')}
          items={OWNERSHIP_DOCUMENTS}
          value={filters.document}
          onChange={(document) => change({ document })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor="search-price-range">
          {t('search.filters.priceRange')}
        </label>
        <select
          id="search-price-range"
          className={styles.control}
          value={filters.priceRange}
          onChange={(event) => change({ priceRange: event.target.value as PriceRange | 'all' })}
        >
          <option value="all">{t('search.filters.anyPrice')}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {priceRangeLabel(range)}
            </option>
          ))}
        </select>
      </div>
      <PriceRangeField className={styles.field} min={min} max={max} onChange={(from, to) => setPrices(`${from}-${to}`)} />
    </form>
  );
}
