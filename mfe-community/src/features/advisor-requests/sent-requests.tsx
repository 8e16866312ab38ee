import { Button, Input, List, Rate, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatDay, type SentAdvisorRequest } from 'shared-contracts';
import { apiErrorText, toast, useLanguage } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { fetchSentRequests } from '../../lib/fetch-pages';
import { RequestStatusTag } from './request-status-tag';
import { rateRequest, SENT_URL } from './requests-api';

const PER_PAGE = 20;

/** The requests the reader sent, with their status; a completed one can be rated once. */
export function SentRequests() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const { data } = useSWR([`${SENT_URL}?page=${page}&pageSize=${PER_PAGE}`, 'page'], fetchSentRequests);
  return (
    <List
      loading={!data}
      dataSource={data?.items ?? []}
      locale={{ emptyText: t('requests.noneSent') }}
      pagination={{ current: page, pageSize: PER_PAGE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
      renderItem={(request) => (
        <List.Item data-testid="sent-request">
          <List.Item.Meta
            title={
              <Space wrap>
                <bdi>{request.subject}</bdi>
                <RequestStatusTag status={request.status} />
              </Space>
            }
            description={
              <span className={styles.meta}>
                <Link to={`/advisors/${request.advisor.id}`}>
                  <bdi>{request.advisor.name}</bdi>
                </Link>
                <span>{formatDay(request.createdAt, language)}</span>
              </span>
            }
          />
          {request.status === 'completed' && !request.rating ? <RateRequest id={request.id} /> : null}
          {request.rating ? <Rate disabled value={request.rating.stars} aria-label={t('requests.yourRating')} /> : null}
        </List.Item>
      )}
    />
  );
}

function RateRequest({ id }: { id: SentAdvisorRequest['id'] }) {
  const { t } = useTranslation('community');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await rateRequest(id, stars, comment);
      toast({ title: t('requests.rated') });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Space direction="vertical" aria-label={t('requests.rate')}>
      <Rate value={stars} onChange={setStars} aria-label={t('requests.stars')} />
      <Input.TextArea
        rows={2}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t('requests.commentPlaceholder')}
        aria-label={t('requests.comment')}
        dir="auto"
      />
      <Button type="primary" size="small" disabled={stars === 0} loading={sending} onClick={() => void send()}>
        {t('requests.rate')}
      </Button>
    </Space>
  );
}
