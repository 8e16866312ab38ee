import { Image, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAgo, localTitle, thumbnailOf, type ConversationReport } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './moderation-tab.module.css';

/** A reported conversation as the evidence: the listing it is about, who was reported, and its last messages, oldest first. */
export function ReportedConversation({ report }: { report: ConversationReport }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { listing } = report;
  return (
    <div className={styles.conversation}>
      <Space>
        {listing.thumbnail && <img src={listing.thumbnail} width={64} height={48} alt="" className={styles.thumbnail} />}
        <Link to={`/property/${listing.id}`}>{localTitle(listing, language)}</Link>
      </Space>
      <div className={styles.muted}>
        {t('moderation.conversation.reported')} <bdi>{report.reportedName ?? t('moderation.conversation.deletedAccount')}</bdi>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard to be read (axe: scrollable-region-focusable) */}
      <ol className={styles.messages} aria-label={t('moderation.conversation.messages')} tabIndex={0}>
        {report.messages.map((message) => (
          <li key={message.id} className={message.fromReporter ? styles.fromReporter : styles.fromReported}>
            <div className={styles.muted}>
              <Tag color={message.fromReporter ? 'blue' : 'red'}>{t(message.fromReporter ? 'moderation.conversation.fromReporter' : 'moderation.conversation.fromReported')}</Tag>
              {formatAgo(message.createdAt, language)}
            </div>
            {/* Plain text as written (React escapes it): no link is followed from here; its direction is its own language's. */}
            {message.body === null ? (
              <em className={styles.muted}>{t('moderation.conversation.deleted')}</em>
            ) : (
              <p className={styles.body} dir="auto">
                {message.body}
              </p>
            )}
            {message.images.length > 0 && (
              <Image.PreviewGroup>
                <Space size={4} wrap className={styles.photos}>
                  {message.images.map((url) => (
                    <Image key={url} src={thumbnailOf(url)} preview={{ src: url }} width={64} height={48} alt={t('moderation.conversation.photo')} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
