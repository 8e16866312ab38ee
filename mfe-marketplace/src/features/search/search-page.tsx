import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_FILTERS, DEFAULT_PAGE_SIZE, countActiveFilters, type ApiPage, type PropertyCard } from 'shared-contracts';
import { PageHero } from 'shared-contracts/react';
import { Pagination } from '../../components/pagination/pagination';
import { fetchResults, resultsKey } from './fetch-results';
import { FiltersIcon } from './filters-icon';
import { ResultsToolbar } from './results-toolbar';
import { SaveSearch } from './save-search';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import { useSearchUrl } from './use-search-url';
import * as styles from './search-page.module.css';

/** /search ("Properties listing"): filters, sort and page from the URL, results from the API. */
export function SearchPage() {
  const { t } = useTranslation('marketplace');
  const [state, go, hrefOf] = useSearchUrl();
  const { filters, sort, page } = state;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, error, isLoading, mutate } = useSWR<ApiPage<PropertyCard>, unknown>(resultsKey(state), fetchResults);
  const activeFilters = countActiveFilters(filters);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : 0;
  const clear = () => go({ filters: { ...DEFAULT_FILTERS }, sort, page: 1 });

  // A new page of results starts at the top of the results, not where the pager was.
  const resultsTop = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page) resultsTop.current?.scrollIntoView({ block: 'start' });
    previousPage.current = page;
  }, [page]);

  const title = t('search.title');
  return (
    <>
      <PageHero title={title} subtitle={t('search.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.layout}>
        <aside className={styles.sidebar} data-open={filtersOpen}>
          <button type="button" className={styles.filtersToggle} aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
            <FiltersIcon />
            <span>{t('search.filters.toggle', { count: activeFilters })}</span>
          </button>
          <SearchFilters filters={filters} onChange={(next) => go({ filters: next, sort, page: 1 })} />
          <SaveSearch key={JSON.stringify(filters)} filters={filters} />
        </aside>
        <section className={styles.main} aria-label={t('search.resultsLabel')} ref={resultsTop}>
          <ResultsToolbar
            total={data?.total}
            capped={data?.capped ?? false}
            activeFilters={activeFilters}
            sort={sort}
            onSort={(next) => go({ filters, sort: next, page: 1 })}
            onClear={clear}
          />
          <SearchResults items={data?.items} error={error} isLoading={isLoading} onRetry={() => void mutate()} onClear={clear} hasFilters={activeFilters > 0} />
          {data && !error ? <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefOf({ filters, sort, page: n })} /> : null}
          {data?.capped && page === pageCount ? (
            <p className={styles.refine} data-testid="refine-hint">
              {t('search.refine')}
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
