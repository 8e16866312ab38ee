import { Badge, Button, Empty, Popconfirm, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ALERT_FREQUENCIES, apiRequest, SAVED_SEARCHES_PATH, savedSearchHref, type AlertFrequency, type SavedSearch } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { type AccountCall } from '../../api/listings-api';
import * as styles from './saved-searches.module.css';

/** The user's saved searches: what is new in each, how often it is mailed, open, delete. */
export function SavedSearches() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { data, mutate } = useSWR<SavedSearch[]>(SAVED_SEARCHES_PATH);
  const call = async (request: AccountCall) => {
    try {
      await request();
      await mutate();
    } catch (error) {
      toast({ variant: 'destructive', title: apiErrorText(t, error) });
    }
  };
  const open = async (search: SavedSearch) => {
    // Opened: its new matches are seen (the count starts again from now).
    await apiRequest(`${SAVED_SEARCHES_PATH}/${search.id}/seen`, { method: 'POST' }).catch(() => undefined);
    await mutate();
    void navigate(savedSearchHref(search.filters));
  };

  return (
    <section className={styles.section} aria-labelledby="saved-searches" data-testid="saved-searches">
      <h2 id="saved-searches">{t('savedSearches.title')}</h2>
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : data.length === 0 ? (
        <Empty description={t('savedSearches.empty')}>
          <Link to="/search">{t('savedSearches.find')}</Link>
        </Empty>
      ) : (
        <ul className={styles.list}>
          {data.map((search) => (
            <li key={search.id} className={styles.row} data-testid="saved-search">
              <Badge count={search.newMatches} overflowCount={99} title={t('savedSearches.new', { count: search.newMatches })}>
                <Button type="link" className={styles.name} onClick={() => void open(search)}>
                  {search.name}
                </Button>
              </Badge>
              {search.newMatches > 0 ? <span className={styles.fresh}>{t('savedSearches.new', { count: search.newMatches })}</span> : null}
              <Select<AlertFrequency>
                value={search.frequency}
                aria-label={t('savedSearches.frequency')}
                className={styles.frequency}
                options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`savedSearches.frequencies.${value}`) }))}
                onChange={(frequency) => void call(() => apiRequest(`${SAVED_SEARCHES_PATH}/${search.id}`, { method: 'PATCH', body: { frequency } }))}
              />
              <Popconfirm
                title={t('savedSearches.deleteConfirm')}
                okText={t('listings.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => call(() => apiRequest(`${SAVED_SEARCHES_PATH}/${search.id}`, { method: 'DELETE' }))}
              >
                <Button size="small" danger>
                  {t('listings.delete')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
