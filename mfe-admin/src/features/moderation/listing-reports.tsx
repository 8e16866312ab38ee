import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListingReport } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { queuePath, resolveListingReport } from './moderation-api';
import { reportColumns } from './report-columns';
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
      columns={reportColumns<ListingReport>(t, language, {
        reasons: 'moderation.listingReasons',
        subject: {
          title: t('moderation.listing'),
          render: (row) => (
            <Space>
              {row.listing.images[0] && (
                <Image src={row.listing.images[0].replace('.webp', '.thumb.webp')} preview={{ src: row.listing.images[0] }} width={64} height={48} alt="" />
              )}
              <span>
                <Link to={`/property/${row.listing.id}`}>{row.listing.title}</Link>
                <div>
                  <bdi dir="ltr">{row.listing.ownerUsername}</bdi>
                </div>
              </span>
            </Space>
          ),
        },
        act: { label: t('moderation.pauseListing'), run: (row) => void decide(() => resolveListingReport(row.id, 'paused'), 'moderation.listingPaused') },
        dismiss: (row) => void decide(() => resolveListingReport(row.id, 'dismissed'), 'moderation.reportDismissed'),
        settled: 'moderation.reportStatus',
      })}
    />
  );
}
