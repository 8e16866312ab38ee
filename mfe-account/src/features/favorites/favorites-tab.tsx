import { Alert, Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest, formatDzd, formatPrice, localTitle, TAG_COLOURS, type ApiPage, type FavoriteListing } from 'shared-contracts';
import { apiErrorText, CoverImage, useLanguage } from 'shared-contracts/react';
import { fetchPage } from '../../api/listings-api';
import * as styles from '../my-listings/listing-row.module.css';
import { SavedSearches } from './saved-searches';
import * as tab from './favorites-tab.module.css';

const PAGE_SIZE = 20;
export const FAVORITES_URL = '/api/user/favorites';

/** The saved listings, then the saved searches. */
export function FavoritesTab() {
  return (
    <>
      <SavedListings />
      <SavedSearches />
    </>
  );
}

/** The listings the user saved, kept on the server, with what changed since (price drop, sold, gone). */
function SavedListings() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<ApiPage<FavoriteListing>, unknown>([`${FAVORITES_URL}?page=${page}&pageSize=${PAGE_SIZE}`, 'page'], fetchPage);
  if (error) return <Alert type="error" showIcon title={apiErrorText(t, error)} action={<Button onClick={() => mutate()}>{t('common.retry')}</Button>} />;
  if (isLoading || !data) return <Skeleton active />;
  if (data.total === 0)
    return (
      <Empty description={t('favorites.empty')} data-testid="favorites-empty">
        <Link to="/search">{t('favorites.browse')}</Link>
      </Empty>
    );
  return (
    <>
      <ul className={tab.list} data-testid="favorites">
        {data.items.map((favorite) => (
          <FavoriteRow key={favorite.property.id} favorite={favorite} onRemoved={() => mutate()} />
        ))}
      </ul>
      {PAGE_SIZE < data.total ? <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} /> : null}
    </>
  );
}

function FavoriteRow({ favorite, onRemoved }: { favorite: FavoriteListing; onRemoved: () => unknown }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { property, notice } = favorite;
  const title = localTitle(property, language);
  const remove = async () => {
    setBusy(true);
    try {
      await apiRequest(`${FAVORITES_URL}/${property.id}`, { method: 'DELETE' });
      await onRemoved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.row} data-testid="favorite" data-listing-id={property.id}>
      <Link to={`/property/${property.id}`} className={styles.cover}>
        <CoverImage images={property.images} alt={title} className={styles.image} />
      </Link>
      <div className={styles.body}>
        {notice ? (
          <Tag color={notice === 'price-dropped' ? TAG_COLOURS.green : TAG_COLOURS.red} data-testid="favorite-notice">
            {t(`favorites.notice.${notice}`, { was: formatDzd(favorite.savedPriceDzd, language) })}
          </Tag>
        ) : null}
        <h3 className={styles.title}>
          <Link to={`/property/${property.id}`}>{title}</Link>
        </h3>
        <p className={styles.price}>{formatPrice(property.price, property.priceUnit, language)}</p>
        <div className={styles.actions}>
          <Button size="small" loading={busy} onClick={remove}>
            {t('favorites.remove')}
          </Button>
        </div>
        {failure ? <p role="alert">{apiErrorText(t, failure)}</p> : null}
      </div>
    </li>
  );
}
