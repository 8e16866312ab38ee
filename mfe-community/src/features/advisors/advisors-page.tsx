import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ADVISOR_PROFESSIONS, ADVISOR_SPECIALIZATIONS, ADVISORS_PER_PAGE, COMMUNES, type AdvisorCard as Advisor, type ApiPage } from 'shared-contracts';
import { PageHero, useLanguage } from 'shared-contracts/react';
import { ButtonLink } from '../../components/button-link';
import { EmptyList } from '../../components/empty-list';
import { ListError } from '../../components/list-error';
import { ListPager } from '../../components/list-pager';
import { ListPlaceholder } from '../../components/list-placeholder';
import { ListToolbar } from '../../components/list-toolbar';
import { ModerationQueueLink } from '../../components/moderation-queue-link';
import * as styles from '../../components/community.module.css';
import { fetchAdvisors } from '../../lib/fetch-pages';
import { useListUrl } from '../../lib/use-list-url';
import { AdvisorCard } from './advisor-card';
import { ADVISOR_DEFAULT_SORT, ADVISOR_FILTERS, ADVISOR_SORTS, advisorsKey } from './advisors-api';

/**
 * /advisors: a neutral directory. Algerian law 13-07 (art. 12) forbids a lawyer's
 * self-promotion, so there is no paid placement, one card for all, and the reader's sort alone.
 */
export function AdvisorsPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { state, go, hrefOf } = useListUrl(ADVISOR_FILTERS, ADVISOR_DEFAULT_SORT, ADVISOR_SORTS);
  const { data, error, isLoading, mutate } = useSWR<ApiPage<Advisor>, unknown>(advisorsKey(state), fetchAdvisors);
  const filtered = Boolean(state.q || Object.values(state.filters).some(Boolean));
  const clear = () => go({ q: '', filters: {}, sort: state.sort, page: 1 });
  const options = (list: readonly { value: string; ar: string; en: string }[]) => list.map((item) => ({ value: item.value, label: item[language] }));

  const title = t('advisors.title');
  return (
    <>
      <PageHero title={title} subtitle={t('advisors.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.page}>
        <p className={styles.note} role="note">
          {t('advisors.neutralNote')}
        </p>
        <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <ButtonLink to="/advisors/apply">{t('advisors.apply')}</ButtonLink>
          <ButtonLink to="/advisors/requests" look="text">
            {t('advisors.myRequests')}
          </ButtonLink>
          <ModerationQueueLink />
        </p>
        <ListToolbar
          searchLabel={t('advisors.searchLabel')}
          q={state.q}
          onSearch={(q) => go({ ...state, q, page: 1 })}
          selects={[
            { name: 'profession', label: t('advisors.profession'), value: state.filters.profession, allowClear: true, options: options(ADVISOR_PROFESSIONS) },
            { name: 'specialization', label: t('advisors.specialization'), value: state.filters.specialization, allowClear: true, options: options(ADVISOR_SPECIALIZATIONS) },
            { name: 'commune', label: t('advisors.commune'), value: state.filters.commune, allowClear: true, options: options(COMMUNES) },
            { name: 'sort', label: t('list.sort'), value: state.sort, options: ADVISOR_SORTS.map((value) => ({ value, label: t(`advisors.sorts.${value}`) })) },
          ]}
          onSelect={(name, value) =>
            go(name === 'sort' ? { ...state, sort: value ?? ADVISOR_DEFAULT_SORT, page: 1 } : { ...state, filters: { ...state.filters, [name]: value }, page: 1 })
          }
        />
        {error ? (
          <ListError error={error} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <ListPlaceholder />
        ) : data.items.length === 0 ? (
          <EmptyList title={t('advisors.empty')} onClear={filtered ? clear : undefined} />
        ) : (
          <>
            <p className={styles.count}>{t('advisors.count', { count: data.total })}</p>
            <div className={styles.grid}>
              {data.items.map((advisor) => (
                <AdvisorCard key={advisor.id} advisor={advisor} />
              ))}
            </div>
            <ListPager page={state.page} pageSize={ADVISORS_PER_PAGE} total={data.total} hrefFor={(page) => hrefOf({ ...state, page })} />
          </>
        )}
      </div>
    </>
  );
}
