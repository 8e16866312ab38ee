import { Button, Image, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAgo, type ListingReport } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { queuePath, resolveListingReport } from './moderation-api';
import { useDecide } from './use-decide';

/** Members' reports of listings: the reason and the listing, then pause it (its owner told why) or dismiss the report. */
export function ListingReports() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('listingReports');
  return (
    <PagedTable<ListingReport>
      path={queuePath('listingReports')}
      testId="queue-listing-reports"
      columns={[
        { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
        { key: 'reason', title: t('moderation.reason'), render: (_, row) => <>{t(`moderation.listingReasons.${row.reason}`)}{row.details && <div>{row.details}</div>}</> },
        {
          key: 'listing',
          title: t('moderation.listing'),
          render: (_, row) => (
            <Space>
              {row.listing.images[0] && <Image src={row.listing.images[0].replace('.webp', '.thumb.webp')} preview={{ src: row.listing.images[0] }} width={64} height={48} alt="" />}
              <span>
                <Link to={`/property/${row.listing.id}`}>{row.listing.title}</Link>
                <div>
                  <bdi dir="ltr">{row.listing.ownerUsername}</bdi>
                </div>
              </span>
            </Space>
          ),
        },
        { key: 'by', title: t('moderation.reporter'), render: (_, row) => <bdi>{row.reporterName}</bdi> },
        {
          key: 'actions',
          title: t('moderation.decision'),
          render: (_, row) =>
            row.status === 'open' ? (
              <Space wrap>
                <Button danger onClick={() => void decide(() => resolveListingReport(row.id, 'paused'), 'moderation.listingPaused')}>
                  {t('moderation.pauseListing')}
                </Button>
                <Button onClick={() => void decide(() => resolveListingReport(row.id, 'dismissed'), 'moderation.reportDismissed')}>{t('moderation.dismiss')}</Button>
              </Space>
            ) : (
              <Tag>{t(`moderation.reportStatus.${row.status}`)}</Tag>
            ),
        },
      ]}
    />
  );
}
