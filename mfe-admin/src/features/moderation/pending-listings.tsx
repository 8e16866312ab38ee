import { Image, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNES, formatAgo, formatPrice, labelOf, localTitle, PROPERTY_TYPES, type AdminProperty } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { decisionColumn } from './decision-column';
import { ReasonDialog } from '../../components/reason-dialog';
import { approveListing, queuePath, rejectListing } from './moderation-api';
import { useDecide } from './use-decide';
import * as styles from './moderation-tab.module.css';

/** Listings waiting for approval, with their photos as the evidence. */
export function PendingListings() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('listings');
  const [refusing, setRefusing] = useState<AdminProperty | null>(null);
  return (
    <>
      <PagedTable<AdminProperty>
        path={queuePath('listings')}
        testId="queue-listings"
        columns={[
          {
            key: 'photos',
            title: t('moderation.photos'),
            render: (_, row) =>
              row.images.length ? (
                <Image.PreviewGroup>
                  <Space size={4} wrap className={styles.photos}>
                    {row.images.map((url) => (
                      <Image key={url} src={url.replace('.webp', '.thumb.webp')} preview={{ src: url }} width={64} height={48} alt="" />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                t('moderation.noPhotos')
              ),
          },
          {
            key: 'listing',
            title: t('moderation.listing'),
            render: (_, row) => (
              <>
                <Link to={`/property/${row.id}`}>{localTitle(row, language)}</Link>
                <div className={styles.muted}>
                  {labelOf(PROPERTY_TYPES, row.propertyType, language)} · {row.commune ? labelOf(COMMUNES, row.commune, language) : '—'} ·{' '}
                  {formatPrice(row.price, row.priceUnit, language)}
                </div>
              </>
            ),
          },
          { key: 'owner', title: t('moderation.owner'), render: (_, row) => <bdi dir="ltr">{row.owner.username}</bdi> },
          { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
          decisionColumn<AdminProperty>(t, { approve: (row) => void decide(() => approveListing(row.id), 'moderation.listingApproved'), reject: (row) => setRefusing(row) }),
        ]}
      />
      {refusing && (
        <ReasonDialog
          title={t('moderation.rejectListing', { title: refusing.title })}
          onSubmit={(reason) => decide(() => rejectListing(refusing.id, reason), 'moderation.listingRejected')}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
