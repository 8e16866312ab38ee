import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '../ui/theme.js';
import { PageHero } from './page-hero.js';

const actions: CSSProperties = { display: 'flex', justifyContent: 'center', paddingBlock: 48, minHeight: '30vh' };
const home: CSSProperties = {
  fontWeight: 700,
  color: '#fff',
  background: BRAND.primary,
  borderRadius: 8,
  paddingBlock: 10,
  paddingInline: 28,
  textDecoration: 'none',
  alignSelf: 'flex-start',
};

/** Page Not Found: the shell's for a path no area owns, and each area's for a path under its prefixes that it has no page for. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHero title={t('notFound.title')} subtitle={t('notFound.text')} />
      <div style={actions}>
        <Link to="/" style={home}>
          {t('notFound.home')}
        </Link>
      </div>
    </>
  );
}
