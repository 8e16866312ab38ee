import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, type AdminUser, type DraftOwner, type ListingDraft, type ListingPlacement, type PropertyDetail } from 'shared-contracts';
import { apiErrorText, PageHero, useSession } from 'shared-contracts/react';
import { DRAFTS_URL, placementUrl } from '../../api/listings-api';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { Placeholder } from '../../components/placeholder';
import { isEditable } from '../my-listings/listing-states';
import { EditorForm } from './editor-form';
import { startFrom } from './editor-start';
import * as controls from '../../components/controls.module.css';
import * as styles from './listing-editor-page.module.css';

const ownerOf = (member: AdminUser): DraftOwner => ({ id: member.id, username: member.username, name: `${member.firstName} ${member.lastName}`.trim() });
const listingOwnerOf = (property: PropertyDetail): DraftOwner => ({ id: property.userId, username: '', name: `${property.owner.firstName} ${property.owner.lastName}`.trim() });

const isWholeNumber = (text: string | null | undefined): text is string => !!text && /^[1-9]\d{0,9}$/.test(text);

/**
 * /dashboard/listings/new (?draft=<id> to go on with one; ?for=<member id> for an admin writing a
 * member's listing) and /dashboard/listings/:id/edit.
 */
export function ListingEditorPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { id } = useParams();
  const [search] = useSearchParams();
  const propertyId = id === undefined ? null : isWholeNumber(id) ? Number(id) : NaN;
  const draftParam = search.get('draft');
  const draftId = propertyId === null && isWholeNumber(draftParam) ? Number(draftParam) : null;
  const forParam = search.get('for');
  const memberId = propertyId === null && draftId === null && isWholeNumber(forParam) ? Number(forParam) : null;

  const editId = propertyId !== null && !Number.isNaN(propertyId) ? propertyId : null;
  const property = useSWR<PropertyDetail, unknown>(editId !== null ? `/api/properties/${editId}` : null);
  // The owner's own point: the listing's JSON has only where it is shown, moved when approximate.
  const placement = useSWR<ListingPlacement, unknown>(editId !== null ? placementUrl(editId) : null);
  const draft = useSWR<ListingDraft, unknown>(draftId !== null ? `${DRAFTS_URL}/${draftId}` : null);
  const member = useSWR<AdminUser, unknown>(memberId !== null ? `/api/admin/users/${memberId}` : null);
  // An edit's autosaved changes wait in the owner's draft for that listing.
  const editDrafts = useSWR<ListingDraft[], unknown>(editId !== null ? `${DRAFTS_URL}?pageSize=20` : null);

  const heading = propertyId === null ? t('editor.newTitle') : t('editor.editTitle');
  const hero = <PageHero title={heading} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('dashboard.title'), to: '/dashboard/listings' }, { label: heading }]} />;
  const error = property.error ?? placement.error ?? draft.error ?? editDrafts.error ?? member.error;

  if (Number.isNaN(propertyId) || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        {hero}
        <div className={controls.empty}>
          <p>{t(member.error ? 'editor.memberNotFound' : 'editor.notFound')}</p>
          <Link to={member.error ? '/admin/properties' : '/dashboard/listings'}>{t(member.error ? 'editor.backToAdmin' : 'editor.backToListings')}</Link>
        </div>
      </>
    );
  }
  if (error) {
    return (
      <>
        {hero}
        <div className={styles.page}>
          <Notice tone="error" title={apiErrorText(t, error)} action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>} />
        </div>
      </>
    );
  }
  const ready = propertyId !== null ? property.data && placement.data && editDrafts.data : (draftId === null || draft.data) && (memberId === null || member.data);
  if (!ready) {
    return (
      <>
        {hero}
        <div className={styles.page}>
          <Placeholder rows={8} />
        </div>
      </>
    );
  }
  if (property.data && !isEditable(property.data.status)) {
    return (
      <>
        {hero}
        <div className={controls.empty}>
          <p>{t('editor.closed')}</p>
          <Link to="/dashboard/listings">{t('editor.backToListings')}</Link>
        </div>
      </>
    );
  }
  const existing = propertyId !== null ? editDrafts.data?.find((item) => item.propertyId === propertyId) : draft.data;
  const someoneElses = property.data && property.data.userId !== user?.id ? listingOwnerOf(property.data) : null;
  const start = startFrom(propertyId, existing, property.data, member.data ? ownerOf(member.data) : someoneElses, placement.data);
  return (
    <>
      {hero}
      <div className={styles.page}>
        <EditorForm key={propertyId ?? `new-${start.forOwner?.id ?? ''}`} {...start} />
      </div>
    </>
  );
}
