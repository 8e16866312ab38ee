import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FORUM_CATEGORIES, FORUM_TOPICS_PER_PAGE, type ApiPage, type ForumTopicSummary } from 'shared-contracts';
import { PageHero, useLanguage, useSession } from 'shared-contracts/react';
import { ButtonLink } from '../../components/button-link';
import { EmptyList } from '../../components/empty-list';
import { ListError } from '../../components/list-error';
import { ListPager } from '../../components/list-pager';
import { ListPlaceholder } from '../../components/list-placeholder';
import { ListToolbar } from '../../components/list-toolbar';
import { ModerationQueueLink } from '../../components/moderation-queue-link';
import * as styles from '../../components/community.module.css';
import { fetchTopics } from '../../lib/fetch-pages';
import { useListUrl } from '../../lib/use-list-url';
import { FORUM_DEFAULT_SORT, FORUM_FILTERS, FORUM_SORTS, topicsKey, type ForumListState } from './forum-api';
import { TopicRow } from './topic-row';

interface TopicListProps {
  state: ForumListState;
  hrefOf: (state: ForumListState) => string;
  onClear?: () => void;
  newTopic: ReactNode;
}

/**
 * A page of topics. A signed-in reader's copy has their New badges, so its key is theirs: the
 * session's answer redraws this list, whose rows (memoised) stay as they are.
 */
function TopicList({ state, hrefOf, onClear, newTopic }: TopicListProps) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  // The topics the portal drew stay on screen while a signed-in reader's own (with New badges) load.
  const { data, error, isLoading, mutate } = useSWR<ApiPage<ForumTopicSummary>, unknown>(topicsKey(state, user?.id ?? null), fetchTopics, { keepPreviousData: true });
  if (error) return <ListError error={error} onRetry={() => void mutate()} />;
  if (!data) return <ListPlaceholder />;
  if (data.items.length === 0) return <EmptyList title={t('forum.empty')} onClear={onClear} extra={onClear ? null : newTopic} />;
  return (
    <>
      <p className={styles.count}>{t('forum.count', { count: data.total })}</p>
      <ol className={styles.topicList} aria-label={t('forum.listLabel')} aria-busy={isLoading}>
        {data.items.map((topic) => (
          <TopicRow key={topic.id} topic={topic} />
        ))}
      </ol>
      <ListPager page={state.page} pageSize={FORUM_TOPICS_PER_PAGE} total={data.total} hrefFor={(page) => hrefOf({ ...state, page })} />
    </>
  );
}

/** /forum ("Forum"): search, category, sort, pinned first, New badges, pages; all in the URL. */
export function ForumPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { state, go, hrefOf } = useListUrl(FORUM_FILTERS, FORUM_DEFAULT_SORT, FORUM_SORTS);
  const filtered = Boolean(state.q || state.filters.category);
  const clear = () => go({ q: '', filters: {}, sort: state.sort, page: 1 });
  const newTopic = (
    <ButtonLink to="/forum/new" look="primary">
      {t('forum.newTopic')}
    </ButtonLink>
  );

  const title = t('forum.title');
  return (
    <>
      <PageHero title={title} subtitle={t('forum.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.page}>
        <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {newTopic}
          <ModerationQueueLink />
        </p>
        <ListToolbar
          searchLabel={t('forum.searchLabel')}
          q={state.q}
          onSearch={(q) => go({ ...state, q, page: 1 })}
          selects={[
            {
              name: 'category',
              label: t('forum.category'),
              value: state.filters.category,
              allowClear: true,
              options: FORUM_CATEGORIES.map((c) => ({ value: c.value, label: c[language] })),
            },
            { name: 'sort', label: t('list.sort'), value: state.sort, options: FORUM_SORTS.map((value) => ({ value, label: t(`forum.sorts.${value}`) })) },
          ]}
          onSelect={(name, value) =>
            go(name === 'sort' ? { ...state, sort: value ?? FORUM_DEFAULT_SORT, page: 1 } : { ...state, filters: { ...state.filters, [name]: value }, page: 1 })
          }
        />
        <TopicList state={state} hrefOf={hrefOf} onClear={filtered ? clear : undefined} newTopic={newTopic} />
      </div>
    </>
  );
}
