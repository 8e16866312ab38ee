import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { totalLeads, type ApiError, type ApiPage, type ListingDraft, type OwnerAnalytics, type Property } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { ANALYTICS_URL, DRAFTS_URL, fetchPage, MY_LISTINGS_URL, refreshOwnerData } from '../../api/listings-api';
import { Button } from '../../components/button';
import * as controls from '../../components/controls.module.css';
import { Pager } from '../../components/pager';
import { Placeholder } from '../../components/placeholder';
import { DraftRow } from './draft-row';
import { ListingRow } from './listing-row';
import { LISTING_FILTERS, type ListingFilter } from './listing-states';
import * as styles from './listings-tab.module.css';

const PAGE_SIZE = 20;
const NONE: Property[] = [];

/** Every listing of the owner in every state, and their drafts, filtered by state (properties tab). */
export function ListingsTab() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ListingFilter>('all');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<unknown>(null);
  const listingsUrl = `${MY_LISTINGS_URL}?page=${page}&pageSize=${PAGE_SIZE}${filter !== 'all' && filter !== 'draft' ? `&status=${filter}` : ''}`;
  const listings = useSWR<ApiPage<Property>, unknown>(filter === 'draft' ? null : [listingsUrl, 'page'], fetchPage);
  const drafts = useSWR<ApiPage<ListingDraft>, unknown>(filter === 'all' || filter === 'draft' ? [`${DRAFTS_URL}?pageSize=20`, 'page'] : null, fetchPage);
  // Leads over 30 days, from the analytics (the same figures as the Analytics tab).
  const analytics = useSWR<OwnerAnalytics>(ANALYTICS_URL);
  const leadsOf = (id: number): number | undefined => {
    const figures = analytics.data?.listings.find((listing) => listing.id === id);
    return figures && totalLeads(figures.leads);
  };
  const newDrafts = (drafts.data?.items ?? []).filter((draft) => draft.propertyId === null);
  const editDrafts = new Set((drafts.data?.items ?? []).map((draft) => draft.propertyId).filter((id) => id !== null));
  const refresh = refreshOwnerData;
  const loading = (listings.isLoading || drafts.isLoading) && !listings.data && !drafts.data;
  const failure = listings.error ?? drafts.error;
  const items = filter === 'draft' ? NONE : (listings.data?.items ?? NONE);
  // The rows are drawn in a transition, which React renders in slices between which a tap is
  // answered: the page's 20 rows at once were one long task when the list's answer came.
  const rows = useDeferredValue(items);
  const empty = !loading && !failure && items.length === 0 && (filter === 'all' || filter === 'draft') && newDrafts.length === 0;

  return (
    <div>
      <div className={styles.toolbar}>
        <StateFilter
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
        <Button look="primary" onClick={() => navigate('/dashboard/listings/new')}>
          {t('listings.add')}
        </Button>
      </div>
      {problem ? <ProblemNotice problem={problem} onClose={() => setProblem(null)} /> : null}
      {failure ? (
        <div className={controls.alert} role="alert">
          <span>{apiErrorText(t, failure)}</span>
          <Button onClick={() => refresh()}>{t('common.retry')}</Button>
        </div>
      ) : null}
      {loading ? <Placeholder /> : null}
      {empty && filter === 'all' ? (
        <div className={controls.empty} data-testid="listings-empty">
          <p>{t('listings.empty')}</p>
          <Button look="primary" onClick={() => navigate('/dashboard/listings/new')}>
            {t('listings.addFirst')}
          </Button>
        </div>
      ) : null}
      {!loading && !failure && !empty && items.length === 0 && newDrafts.length === 0 ? (
        <div className={controls.empty}>
          <p>{t('listings.noneInState')}</p>
        </div>
      ) : null}
      <ul className={styles.list} data-testid="my-listings">
        {filter === 'all' || filter === 'draft' ? newDrafts.map((draft) => <DraftRow key={`draft-${draft.id}`} draft={draft} onChanged={refresh} onProblem={setProblem} />) : null}
        {rows.map((property) => (
          <ListingRow key={property.id} property={property} leads={leadsOf(property.id)} hasUnsavedEdit={editDrafts.has(property.id)} onChanged={refresh} onProblem={setProblem} />
        ))}
      </ul>
      {listings.data ? <Pager page={page} total={listings.data.total} pageSize={PAGE_SIZE} onChange={setPage} /> : null}
    </div>
  );
}

/** The listings' states as one choice (the browser's own radio buttons, drawn as segments). */
function StateFilter({ value, onChange }: { value: ListingFilter; onChange: (value: ListingFilter) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.filter} role="radiogroup" aria-label={t('listings.filterLabel')}>
      {LISTING_FILTERS.map((state) => (
        <label key={state} className={state === value ? styles.segmentOn : styles.segment}>
          <input type="radio" name="listing-state" value={state} checked={state === value} onChange={() => onChange(state)} />
          {t(`listings.filter.${state}`)}
        </label>
      ))}
    </div>
  );
}

/** Why a change was refused; at the plan's limit, where to get more room. */
function ProblemNotice({ problem, onClose }: { problem: unknown; onClose: () => void }) {
  const { t } = useTranslation('account');
  const planFull = (problem as ApiError).code === 'PLAN_LIMIT_REACHED';
  return (
    <div className={controls.warning} role="alert" data-testid="listing-problem">
      <span>{apiErrorText(t, problem)}</span>
      {planFull ? <Link to="/subscription">{t('listings.seePlans')}</Link> : null}
      <button type="button" className={controls.close} aria-label={t('common.close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
