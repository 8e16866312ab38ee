import { Alert, Button, Empty, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { totalLeads, type ApiError, type ApiPage, type ListingDraft, type OwnerAnalytics, type Property } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { ANALYTICS_URL, DRAFTS_URL, fetchPage, MY_LISTINGS_URL, refreshOwnerData } from '../../api/listings-api';
import { DraftRow } from './draft-row';
import { ListingRow } from './listing-row';
import { LISTING_FILTERS, type ListingFilter } from './listing-states';
import * as styles from './listings-tab.module.css';

const PAGE_SIZE = 20;

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
  const items = filter === 'draft' ? [] : (listings.data?.items ?? []);
  const empty = !loading && !failure && items.length === 0 && (filter === 'all' || filter === 'draft') && newDrafts.length === 0;

  return (
    <div>
      <div className={styles.toolbar}>
        <Segmented<ListingFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={LISTING_FILTERS.map((value) => ({ value, label: t(`listings.filter.${value}`) }))}
          className={styles.filter}
        />
        <Button type="primary" onClick={() => navigate('/dashboard/listings/new')}>
          {t('listings.add')}
        </Button>
      </div>
      {problem ? <ProblemNotice problem={problem} onClose={() => setProblem(null)} /> : null}
      {failure ? <Alert type="error" showIcon title={apiErrorText(t, failure)} action={<Button onClick={() => refresh()}>{t('common.retry')}</Button>} /> : null}
      {loading ? <Skeleton active /> : null}
      {empty && filter === 'all' ? (
        <Empty description={t('listings.empty')} data-testid="listings-empty">
          <Button type="primary" onClick={() => navigate('/dashboard/listings/new')}>
            {t('listings.addFirst')}
          </Button>
        </Empty>
      ) : null}
      {!loading && !failure && !empty && items.length === 0 && newDrafts.length === 0 ? <Empty description={t('listings.noneInState')} /> : null}
      <ul className={styles.list} data-testid="my-listings">
        {filter === 'all' || filter === 'draft' ? newDrafts.map((draft) => <DraftRow key={`draft-${draft.id}`} draft={draft} onChanged={refresh} onProblem={setProblem} />) : null}
        {items.map((property) => (
          <ListingRow key={property.id} property={property} leads={leadsOf(property.id)} hasUnsavedEdit={editDrafts.has(property.id)} onChanged={refresh} onProblem={setProblem} />
        ))}
      </ul>
      {listings.data && listings.data.total > PAGE_SIZE ? (
        <Pagination current={page} pageSize={PAGE_SIZE} total={listings.data.total} onChange={setPage} showSizeChanger={false} className={styles.pages} />
      ) : null}
    </div>
  );
}

/** Why a change was refused; at the plan's limit, where to get more room. */
function ProblemNotice({ problem, onClose }: { problem: unknown; onClose: () => void }) {
  const { t } = useTranslation('account');
  const planFull = (problem as ApiError).code === 'PLAN_LIMIT_REACHED';
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose }}
      title={apiErrorText(t, problem)}
      action={planFull ? <Link to="/subscription">{t('listings.seePlans')}</Link> : undefined}
      className={styles.notice}
      data-testid="listing-problem"
    />
  );
}
