import { Button, List, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDay, type AdvisorRequestStatus, type ReceivedAdvisorRequest } from 'shared-contracts';
import { apiErrorText, toast, useLanguage } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { fetchReceivedRequests } from '../../lib/fetch-pages';
import { RequestStatusTag } from './request-status-tag';
import { RECEIVED_URL, setRequestStatus } from './requests-api';

const PER_PAGE = 20;

/** What an advisor may answer a request with, from each status (the server checks it again). */
const NEXT: Record<AdvisorRequestStatus, Exclude<AdvisorRequestStatus, 'new'>[]> = {
  new: ['accepted', 'declined'],
  accepted: ['completed', 'declined'],
  completed: [],
  declined: [],
};

/** An advisor's inbox: who asks, how to reach them, what about; accept, decline, complete. */
export function ReceivedRequests() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const { data } = useSWR([`${RECEIVED_URL}?page=${page}&pageSize=${PER_PAGE}`, 'page'], fetchReceivedRequests);
  const change = async (id: ReceivedAdvisorRequest['id'], status: Exclude<AdvisorRequestStatus, 'new'>) => {
    try {
      await setRequestStatus(id, status);
      toast({ title: t('requests.updated') });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <List
      loading={!data}
      dataSource={data?.items ?? []}
      locale={{ emptyText: t('requests.noneReceived') }}
      pagination={{ current: page, pageSize: PER_PAGE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
      renderItem={(request) => (
        <List.Item
          data-testid="received-request"
          actions={NEXT[request.status].map((status) => (
            <Button key={status} size="small" danger={status === 'declined'} type={status === 'declined' ? 'default' : 'primary'} onClick={() => void change(request.id, status)}>
              {t(`requests.actions.${status}`)}
            </Button>
          ))}
        >
          <List.Item.Meta
            title={
              <Space wrap>
                <bdi>{request.subject}</bdi>
                <RequestStatusTag status={request.status} />
              </Space>
            }
            description={
              <>
                <span className={styles.meta}>
                  <bdi>{request.requester.name}</bdi>
                  <span>{t(`consult.channels.${request.preferredChannel}`)}</span>
                  {request.requester.phone ? <bdi dir="ltr">{request.requester.phone}</bdi> : null}
                  <bdi dir="ltr">{request.requester.email}</bdi>
                  <span>{formatDay(request.createdAt, language)}</span>
                </span>
                <p style={{ whiteSpace: 'pre-wrap', marginBlockStart: 8 }} dir="auto">
                  {request.message}
                </p>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
