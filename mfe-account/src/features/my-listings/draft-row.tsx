import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PRICE_UNIT, formatPrice, localText, type ListingDraft } from 'shared-contracts';
import { CoverImage, toast, useLanguage } from 'shared-contracts/react';
import { deleteDraft } from '../../api/listings-api';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import { Tag } from '../../components/tag';
import * as styles from './listing-row.module.css';

/** A listing not yet published: the autosaved editor's draft, to continue or throw away. */
export function DraftRow({ draft, onChanged, onProblem }: { draft: ListingDraft; onChanged: () => unknown; onProblem: (error: unknown) => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { form } = draft;
  const title = localText(form.title ?? '', form.titleEn, language) || t('listings.untitled');
  const remove = async () => {
    setBusy(true);
    try {
      await deleteDraft(draft.id);
      toast({ title: t('listings.done.deleteDraft') });
      await onChanged();
    } catch (error) {
      onProblem(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.row} data-testid="my-draft" data-draft-id={draft.id}>
      <div className={styles.cover}>
        <CoverImage images={form.images ?? []} alt={title} className={styles.image} />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Tag testId="listing-state">{t('listings.state.draft')}</Tag>
          {draft.forOwner && (
            <Tag testId="draft-for-member">
              {t('listings.forMember')} <bdi>{draft.forOwner.name}</bdi>
            </Tag>
          )}
        </div>
        <h3 className={styles.title}>{title}</h3>
        {form.price ? <p className={styles.price}>{formatPrice(form.price, form.priceUnit ?? DEFAULT_PRICE_UNIT, language)}</p> : null}
        <p className={styles.facts}>{t('listings.savedAt', { date: dayjs(draft.updatedAt).format('YYYY-MM-DD HH:mm') })}</p>
        <div className={styles.actions}>
          <Button small look="primary" onClick={() => navigate(`/dashboard/listings/new?draft=${draft.id}`)}>
            {t('listings.continue')}
          </Button>
          <ConfirmButton small busy={busy} question={t('listings.deleteDraftConfirm')} confirm={t('listings.deleteConfirm.ok')} onConfirm={remove}>
            {t('listings.delete')}
          </ConfirmButton>
        </div>
      </div>
    </li>
  );
}
