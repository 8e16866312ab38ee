import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '../ui/theme.js';
import { PageHero } from './page-hero.js';

const actions: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center', paddingBlock: 40, minHeight: '30vh', alignContent: 'flex-start' };
const button: CSSProperties = {
  fontWeight: 700,
  borderRadius: 8,
  paddingBlock: 10,
  paddingInline: 24,
  textDecoration: 'none',
  border: `1px solid ${BRAND.primary}`,
  cursor: 'pointer',
  font: 'inherit',
};
const primary: CSSProperties = { ...button, color: '#fff', background: BRAND.primary };
const secondary: CSSProperties = { ...button, color: BRAND.primary, background: 'transparent' };

/** Whether the browser says it has no connection now (a page drawn on the server never is). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * In place of a page that needs the network and was not kept on the phone (a search never made
 * here, an area whose code never came): says so in the visitor's language and points to what
 * is kept — the pages and listings opened before, the favourites.
 */
export function OfflinePage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section data-testid="offline-page" role="alert">
      <PageHero title={t('offline.title')} subtitle={t('offline.text')} />
      <div style={actions}>
        {onRetry ? (
          <button type="button" style={primary} onClick={onRetry}>
            {t('offline.retry')}
          </button>
        ) : null}
        <Link to="/dashboard/favorites" style={secondary}>
          {t('offline.favourites')}
        </Link>
        <Link to="/" style={secondary}>
          {t('offline.home')}
        </Link>
      </div>
    </section>
  );
}
