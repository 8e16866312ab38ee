import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '../ui/theme.js';
import { useDocumentMeta } from './document-meta.js';

/** One step of the trail above the heading; the last one is the current page (no link). */
export type Crumb = { label: string; to?: string };

const band: CSSProperties = {
  background: `linear-gradient(135deg, ${BRAND.primaryDark} 0%, ${BRAND.primary} 100%)`,
  color: '#fff',
  paddingBlock: 'clamp(32px, 6vw, 64px)',
  paddingInline: 'clamp(16px, 5vw, 48px)',
};
const inner: CSSProperties = { maxWidth: 1200, marginInline: 'auto' };
const trail: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: '0 0 12px', padding: 0, fontSize: 'var(--text-sm)', opacity: 0.85 };
const crumbLink: CSSProperties = { color: '#fff' };
const heading: CSSProperties = { margin: 0, fontSize: 'clamp(var(--text-xl), 4vw, var(--text-2xl))', lineHeight: 1.25, fontWeight: 700 };
const lead: CSSProperties = { marginBlock: '12px 0', maxWidth: 720, fontSize: 'clamp(var(--text-base), 2vw, var(--text-md))', lineHeight: 1.7, opacity: 0.92 };

function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol style={trail}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} aria-current={crumb.to ? undefined : 'page'}>
            {i > 0 ? <span aria-hidden="true">{'/ '}</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} style={crumbLink}>
                {crumb.label}
              </Link>
            ) : (
              crumb.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  /** The page's name in the <title> when the heading is not it (a greeting, say). */
  documentTitle?: string;
  /** The page's description for search engines and previews when the subtitle is not plain text. */
  description?: string;
  children?: ReactNode;
}

/**
 * The heading band every page opens with, in every area, so the site reads as one whatever
 * team's remote serves the page. It names the page in the document's <title> too. Inline
 * styles: it carries no CSS file across the boundary.
 */
export function PageHero({ title, subtitle, crumbs, documentTitle, description, children }: PageHeroProps) {
  useDocumentMeta(documentTitle ?? title, description ?? (typeof subtitle === 'string' ? subtitle : undefined));
  return (
    <section style={band} data-testid="page-hero">
      <div style={inner}>
        {crumbs?.length ? <Breadcrumbs crumbs={crumbs} /> : null}
        <h1 style={heading}>{title}</h1>
        {subtitle ? <p style={lead}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
