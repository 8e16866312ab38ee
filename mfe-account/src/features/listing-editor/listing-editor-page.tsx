import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, type ListingDraft, type Property } from 'shared-contracts';
import { apiErrorText, PageHero } from 'shared-contracts/react';
import { DRAFTS_URL } from '../../api/listings-api';
import { isEditable } from '../my-listings/listing-states';
import { EditorForm } from './editor-form';
import { EMPTY_VALUES, fromDraftForm, fromProperty, type EditorValues } from './editor-values';
import { backup, scopeOf } from './use-draft-autosave';
import * as styles from './listing-editor-page.module.css';

/** What the editor opens with: the browser's unsaved copy first, then the server's draft, then the listing. */
interface Start {
  values: EditorValues;
  draftId: number | null;
  propertyId: number | null;
  /** The browser held changes the server had not received: they are saved again. */
  restored: boolean;
}

function startFrom(propertyId: number | null, draft: ListingDraft | null | undefined, property: Property | undefined): Start {
  const draftId = draft?.id ?? null;
  const local = backup.read(scopeOf(draftId, propertyId));
  const values = local ? fromDraftForm(local) : draft ? fromDraftForm(draft.form) : property ? fromProperty(property) : EMPTY_VALUES;
  return { values, draftId, propertyId, restored: local !== null };
}

const isWholeNumber = (text: string | null | undefined): text is string => !!text && /^[1-9]\d{0,9}$/.test(text);

/** /dashboard/listings/new (?draft=<id> to go on with one) and /dashboard/listings/:id/edit. */
export function ListingEditorPage() {
  const { t } = useTranslation('account');
  const { id } = useParams();
  const [search] = useSearchParams();
  const propertyId = id === undefined ? null : isWholeNumber(id) ? Number(id) : NaN;
  const draftParam = search.get('draft');
  const draftId = propertyId === null && isWholeNumber(draftParam) ? Number(draftParam) : null;

  const property = useSWR<Property>(propertyId !== null && !Number.isNaN(propertyId) ? `/api/properties/${propertyId}` : null);
  const draft = useSWR<ListingDraft>(draftId !== null ? `${DRAFTS_URL}/${draftId}` : null);
  // An edit's autosaved changes wait in the owner's draft for that listing.
  const editDrafts = useSWR<ListingDraft[]>(propertyId !== null && !Number.isNaN(propertyId) ? `${DRAFTS_URL}?pageSize=20` : null);

  const heading = propertyId === null ? t('editor.newTitle') : t('editor.editTitle');
  const hero = <PageHero title={heading} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('dashboard.title'), to: '/dashboard/listings' }, { label: heading }]} />;
  const error = property.error ?? draft.error ?? editDrafts.error;

  if (Number.isNaN(propertyId) || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        {hero}
        <Result status="404" title={t('editor.notFound')} extra={<Link to="/dashboard/listings">{t('editor.backToListings')}</Link>} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {hero}
        <div className={styles.page}>
          <Alert type="error" showIcon title={apiErrorText(t, error)} action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>} />
        </div>
      </>
    );
  }
  const ready = propertyId !== null ? property.data && editDrafts.data : draftId === null || draft.data;
  if (!ready) {
    return (
      <>
        {hero}
        <div className={styles.page}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </>
    );
  }
  if (property.data && !isEditable(property.data.status)) {
    return (
      <>
        {hero}
        <Result status="info" title={t('editor.closed')} extra={<Link to="/dashboard/listings">{t('editor.backToListings')}</Link>} />
      </>
    );
  }
  const existing = propertyId !== null ? editDrafts.data?.find((item) => item.propertyId === propertyId) : draft.data;
  const start = startFrom(propertyId, existing, property.data);
  return (
    <>
      {hero}
      <div className={styles.page}>
        <EditorForm key={propertyId ?? 'new'} {...start} />
      </div>
    </>
  );
}
