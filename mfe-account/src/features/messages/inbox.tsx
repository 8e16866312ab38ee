import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CONVERSATIONS_PER_PAGE, type Id } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { Button } from '../../components/button';
import * as controls from '../../components/controls.module.css';
import { Pager } from '../../components/pager';
import { Placeholder } from '../../components/placeholder';
import { useConversationListings, useInbox } from './api/inbox';
import { ConversationRow } from './conversation-row';
import { ListingFilter } from './listing-filter';
import * as styles from './inbox.module.css';

/** A whole number from the address, or null (a page, a listing's id). */
const wholeOf = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /dashboard/messages: the member's conversations, newest first. The listing (?propertyId=, so a
 * listing's page can link to its own) and the page are in the address.
 */
export function Inbox() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const propertyId = wholeOf(params.get('propertyId'));
  const page = wholeOf(params.get('page')) ?? 1;
  const inbox = useInbox(page, propertyId);
  const listings = useConversationListings();
  const go = (next: { propertyId: Id | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.propertyId !== null) search.set('propertyId', String(next.propertyId));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const ownListings = listings.data ?? [];
  const empty = inbox.data?.total === 0;

  return (
    <div>
      {ownListings.length > 0 || propertyId !== null ? (
        <div className={styles.toolbar}>
          <ListingFilter listings={ownListings} value={propertyId} onChange={(id) => go({ propertyId: id, page: 1 })} />
        </div>
      ) : null}
      {inbox.error ? (
        <div className={controls.alert} role="alert">
          <span>{apiErrorText(t, inbox.error)}</span>
          <Button onClick={() => inbox.mutate()}>{t('common.retry')}</Button>
        </div>
      ) : null}
      {!inbox.data && !inbox.error ? <Placeholder /> : null}
      {empty ? (
        <div className={controls.empty} data-testid="inbox-empty">
          <p>{t(propertyId === null ? 'messages.inbox.empty' : 'messages.inbox.emptyFiltered')}</p>
          {propertyId === null ? <Link to="/search">{t('messages.inbox.browse')}</Link> : null}
        </div>
      ) : null}
      {inbox.data && !empty ? (
        <>
          <ul className={styles.list} aria-label={t('messages.inbox.label')} data-testid="inbox">
            {inbox.data.items.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </ul>
          <Pager page={page} total={inbox.data.total} pageSize={CONVERSATIONS_PER_PAGE} onChange={(next) => go({ propertyId, page: next })} />
        </>
      ) : null}
    </div>
  );
}
