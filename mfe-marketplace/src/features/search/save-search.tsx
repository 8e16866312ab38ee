import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  ALERT_FREQUENCIES,
  apiRequest,
  labelOf,
  COMMUNES,
  PROPERTY_TYPES,
  SAVED_SEARCHES_PATH,
  savedSearchFilters,
  type AlertFrequency,
  type SavedSearch,
  type SearchFilters,
} from 'shared-contracts';
import { apiErrorText, PushOffer, toast, useLanguage, useSession } from 'shared-contracts/react';
import * as styles from './save-search.module.css';

/** A name that says what the search is: its type and commune, else its keyword. */
function suggestedName(filters: SearchFilters, language: 'ar' | 'en', fallback: string): string {
  const parts = [
    filters.propertyType !== 'all' ? labelOf(PROPERTY_TYPES, filters.propertyType, language) : null,
    filters.commune !== 'all' ? labelOf(COMMUNES, filters.commune, language) : null,
    filters.keyword.trim() || null,
  ].filter(Boolean);
  return (parts.join(' — ') || fallback).slice(0, 100);
}

/**
 * "Save this search": the filters kept on the account, with email alerts for new matches. A
 * visitor is asked to sign in first and comes back to the same search.
 */
export function SaveSearch({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SavedSearch | null>(null);

  if (!user) {
    return (
      <Link className={styles.button} to={`/auth?next=${encodeURIComponent(pathname + search)}`}>
        {t('search.save.signIn')}
      </Link>
    );
  }
  const start = () => {
    setName(suggestedName(filters, language, t('search.save.defaultName')));
    setSaved(null);
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const body = { name: name.trim(), filters: savedSearchFilters(filters), frequency };
      setSaved(await apiRequest<SavedSearch>(SAVED_SEARCHES_PATH, { method: 'POST', body }));
      setOpen(false);
    } catch (error) {
      toast({ variant: 'destructive', title: t('search.save.failed'), description: apiErrorText(t, error) });
    } finally {
      setSaving(false);
    }
  };

  if (saved) {
    return (
      <>
        <p className={styles.saved} role="status" data-testid="search-saved">
          {t('search.save.done')} <Link to="/dashboard/favorites">{t('search.save.manage')}</Link>
        </p>
        {saved.frequency === 'off' ? null : <PushOffer after="search" />}
      </>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.button} onClick={start} data-testid="save-search">
        {t('search.save.button')}
      </button>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="save-search-form">
      <label className={styles.field}>
        <span>{t('search.save.name')}</span>
        <input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required />
      </label>
      <label className={styles.field}>
        <span>{t('search.save.frequency')}</span>
        <select value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)}>
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`search.save.frequencies.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving || !name.trim()}>
          {t('search.save.submit')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
          {t('search.save.cancel')}
        </button>
      </div>
    </form>
  );
}
