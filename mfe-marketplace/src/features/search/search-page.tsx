import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_FILTERS, DEFAULT_PAGE_SIZE, countActiveFilters, type ApiPage, type PropertyCard } from 'shared-contracts';
import { OfflinePage, PageHero, isOffline } from 'shared-contracts/react';
import { Pagination } from '../../components/pagination/pagination';
import { fetchResults, resultsKey } from './fetch-results';
import { FiltersIcon } from './filters-icon';
import { useLayoutPreference, type SearchLayout } from './layout-preference';
import { useMapPoints } from './map/use-map-points';
import { ResultsToolbar } from './results-toolbar';
import { SaveSearch } from './save-search';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import type { SearchState } from './search-url';
import { useSearchUrl } from './use-search-url';
import * as styles from './search-page.module.css';

// The Map layout's code (Leaflet, supercluster) loads only when it is chosen.
const SearchMap = lazy(() => import('./map/search-map'));

/** /search ("Properties listing"): filters, sort, page, map area and layout from the URL, results from the API. */
export function SearchPage() {
  const { t } = useTranslation('marketplace');
  const [state, go, hrefOf] = useSearchUrl();
  const { filters, page, bbox, map } = state;
  // One value per selector: the whole state object differs from the first one once the stored choice is read, which would redraw the toolbar as the page is hydrated.
  const remembered = useLayoutPreference((preference) => preference.layout);
  const remember = useLayoutPreference((preference) => preference.setLayout);
  const layout: SearchLayout = map ? 'map' : remembered;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useSWR<ApiPage<PropertyCard>, unknown>(map ? null : resultsKey(state), fetchResults);
  const points = useMapPoints(filters, bbox, map);
  const { data, error, isLoading, mutate } = results;
  const activeFilters = countActiveFilters(filters) + (bbox ? 1 : 0);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : 0;
  // A change of filters, area or layout starts again at the first page.
  const change = (next: Partial<SearchState>) => go({ ...state, page: 1, ...next });
  const clear = () => change({ filters: { ...DEFAULT_FILTERS }, bbox: null });
  const chooseLayout = (next: SearchLayout) => {
    if (next === 'map') return change({ map: true });
    remember(next);
    if (map) change({ map: false });
  };

  // A new page of results starts at the top of the results, not where the pager was.
  const resultsTop = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page) resultsTop.current?.scrollIntoView({ block: 'start' });
    previousPage.current = page;
  }, [page]);

  const title = t('search.title');
  // A search this phone has not kept, without a connection: the site's offline page, not an error (README "The app offline").
  const failed = map ? points.error : error;
  if (failed && isOffline()) return <OfflinePage onRetry={() => void (map ? points.mutate() : mutate())} />;
  return (
    <>
      <PageHero title={title} subtitle={t('search.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.layout}>
        <aside className={styles.sidebar} data-open={filtersOpen}>
          <button type="button" className={styles.filtersToggle} aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
            <FiltersIcon />
            <span>{t('search.filters.toggle', { count: activeFilters })}</span>
          </button>
          <SearchFilters filters={filters} onChange={(next) => change({ filters: next })} />
          <SaveSearch key={JSON.stringify(filters)} filters={filters} />
        </aside>
        <section className={styles.main} aria-label={t('search.resultsLabel')} ref={resultsTop}>
          <ResultsToolbar
            total={map ? points.data?.total : data?.total}
            capped={map ? false : (data?.capped ?? false)}
            activeFilters={activeFilters}
            sort={state.sort}
            onSort={(next) => change({ sort: next })}
            onClear={clear}
            layout={layout}
            onLayout={chooseLayout}
            hasArea={bbox !== null}
            onClearArea={() => change({ bbox: null })}
          />
          {map ? (
            <Suspense fallback={<div className={styles.mapPlaceholder} />}>
              <SearchMap points={points.data} error={points.error} onRetry={() => void points.mutate()} bbox={bbox} onSearchArea={(box) => change({ bbox: box })} />
            </Suspense>
          ) : (
            <>
              <SearchResults items={data?.items} error={error} isLoading={isLoading} onRetry={() => void mutate()} onClear={clear} hasFilters={activeFilters > 0} />
              {data && !error ? <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefOf({ ...state, page: n })} /> : null}
              {data?.capped && page === pageCount ? (
                <p className={styles.refine} data-testid="refine-hint">
                  {t('search.refine')}
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
