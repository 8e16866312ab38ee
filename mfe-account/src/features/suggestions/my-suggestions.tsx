import { List, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDay, SUGGESTION_CATEGORIES, TAG_COLOURS, type ApiPage, type Suggestion, type SuggestionStatus } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPage } from '../../api/listings-api';
import { mySuggestionsUrl, needsPager, SUGGESTIONS_PAGE_SIZE } from './suggestions-api';

const STATUS_COLOURS: Record<SuggestionStatus, string> = { new: TAG_COLOURS.blue, planned: TAG_COLOURS.gold, done: TAG_COLOURS.green, declined: 'default' };

/** The member's past suggestions, newest first, with where each stands (admins set it). */
export function MySuggestions() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const { data } = useSWR<ApiPage<Suggestion>>([mySuggestionsUrl(page), 'page'], fetchPage);
  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby="my-suggestions">
      <h2 id="my-suggestions">{t('suggestionsPage.mine.title')}</h2>
      <List
        dataSource={data.items}
        pagination={needsPager(data.total) ? { current: page, pageSize: SUGGESTIONS_PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false } : false}
        renderItem={(suggestion) => (
          <List.Item data-testid="my-suggestion">
            <List.Item.Meta
              title={
                <span>
                  {suggestion.title}{' '}
                  <Tag color={STATUS_COLOURS[suggestion.status]} data-testid="suggestion-status">
                    {t(`suggestionsPage.status.${suggestion.status}`)}
                  </Tag>
                </span>
              }
              description={`${SUGGESTION_CATEGORIES.find(({ value }) => value === suggestion.category)?.[language] ?? suggestion.category} · ${formatDay(suggestion.createdAt, language)}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
