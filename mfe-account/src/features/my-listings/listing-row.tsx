import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LISTING_BOOST, localTitle, priceLabelParts, SESSION_PATH, TAG_COLOURS, type ListingTarget, type Property } from 'shared-contracts';
import { CoverImage, toast, useLanguage, useSession } from 'shared-contracts/react';
import { mutate } from 'swr';
import { boostListing, deleteListing, renewListing, setListingState, type AccountCall } from '../../api/listings-api';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import { Tag } from '../../components/tag';
import { canAffordBoost, isEditable, offeredChanges, STATE_COLOURS } from './listing-states';
import * as styles from './listing-row.module.css';

interface ListingRowProps {
  property: Property;
  /** Calls, messages, shares and saves over the last 30 days; undefined until known. */
  leads?: number;
  /** An autosaved edit waits in a draft. */
  hasUnsavedEdit: boolean;
  onChanged: () => unknown;
  onProblem: (error: unknown) => void;
}

/** One of the owner's listings: its state, figures and what may be done with it now. */
export function ListingRow({ property, leads, hasUnsavedEdit, onChanged, onProblem }: ListingRowProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const title = localTitle(property, language);
  const price = priceLabelParts(property.price, property.priceUnit, property.priceType, language);

  /** `done`: the toast's translation key, or its text once the call answered. */
  const run = async (name: string, action: AccountCall, done: string | (() => string)) => {
    setBusy(name);
    try {
      await action();
      toast({ title: typeof done === 'string' ? t(done) : done() });
      await onChanged();
    } catch (error) {
      onProblem(error);
    } finally {
      setBusy(null);
    }
  };
  const boost = () => {
    let featuredUntil = '';
    return run(
      'boost',
      async () => {
        ({ featuredUntil } = await boostListing(property.id));
        await mutate(SESSION_PATH); // the balance the points came from
      },
      () => t('listings.done.boost', { date: dayjs(featuredUntil).format('YYYY-MM-DD') }),
    );
  };
  const canBoost = property.status === 'active' && !property.isFeatured;
  const affordable = canAffordBoost(user?.rewardPoints ?? 0);
  const change = (to: ListingTarget | 'renew', label: string) =>
    run(label, () => (to === 'renew' ? renewListing(property.id) : setListingState(property.id, to)), `listings.done.${label}`);

  return (
    <li className={styles.row} data-testid="my-listing" data-listing-id={property.id}>
      <Link to={`/property/${property.id}`} className={styles.cover}>
        <CoverImage images={property.images} alt={title} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Tag colour={STATE_COLOURS[property.status]} testId="listing-state">
            {t(`listings.state.${property.status}`)}
          </Tag>
          {property.isFeatured ? <Tag colour={TAG_COLOURS.gold}>{t('listings.featured')}</Tag> : null}
          {hasUnsavedEdit ? <Tag>{t('listings.unsavedEdit')}</Tag> : null}
        </div>
        <h3 className={styles.title}>
          <Link to={`/property/${property.id}`}>{title}</Link>
        </h3>
        <p className={styles.price} data-testid="listing-price">
          {price.amount}
          {price.dzd ? <span className={styles.dinars}> ({price.dzd})</span> : null}
          {price.perMonth ? ` ${t('listings.perMonth')}` : null}
        </p>
        <p className={styles.facts}>
          <span>{t('listings.views', { count: property.viewCount })}</span>
          {leads !== undefined ? <span data-testid="listing-leads">{t('listings.leads', { count: leads })}</span> : null}
          {property.status === 'active' && property.expiresAt ? <span>{t('listings.expiresOn', { date: dayjs(property.expiresAt).format('YYYY-MM-DD') })}</span> : null}
        </p>
        <div className={styles.actions}>
          {isEditable(property.status) ? (
            <Button small onClick={() => navigate(`/dashboard/listings/${property.id}/edit`)}>
              {t('listings.edit')}
            </Button>
          ) : null}
          {offeredChanges(property).map(({ to, label }) => (
            <Button key={label} small busy={busy === label} disabled={busy !== null} onClick={() => change(to, label)}>
              {t(`listings.action.${label}`)}
            </Button>
          ))}
          {canBoost ? (
            <Button small busy={busy === 'boost'} disabled={busy !== null || !affordable} title={affordable ? undefined : t('listings.boostShort', LISTING_BOOST)} onClick={boost}>
              {t('listings.action.boost', LISTING_BOOST)}
            </Button>
          ) : null}
          <ConfirmButton
            small
            busy={busy === 'delete'}
            disabled={busy !== null}
            question={t('listings.deleteConfirm.title')}
            detail={t('listings.deleteConfirm.text')}
            confirm={t('listings.deleteConfirm.ok')}
            onConfirm={() => run('delete', () => deleteListing(property.id), 'listings.done.delete')}
          >
            {t('listings.delete')}
          </ConfirmButton>
        </div>
      </div>
    </li>
  );
}
