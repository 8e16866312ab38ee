import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHero, useSession } from 'shared-contracts/react';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { ReceivedRequests } from './received-requests';
import { SentRequests } from './sent-requests';

/** /advisors/requests: the consultations the reader asked for, and, for an advisor, those they received. */
export function AdvisorRequestsPage() {
  const { t } = useTranslation('community');
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'received' ? 'received' : 'sent';
  const title = t('requests.title');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('advisors.title'), to: '/advisors' }, { label: title }];
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className={styles.page}>
        {isLoading ? null : !user ? (
          <Alert type="info" showIcon title={t('requests.signInFirst')} action={<SignInLink label={t('list.signIn')} />} />
        ) : (
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams(key === 'sent' ? {} : { tab: key })}
            items={[
              { key: 'sent', label: t('requests.sent'), children: <SentRequests /> },
              { key: 'received', label: t('requests.received'), children: <ReceivedRequests /> },
            ]}
          />
        )}
      </div>
    </>
  );
}
