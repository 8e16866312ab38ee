import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../i18n/language.js';
import type { PageMeta } from '../portal/build-artifacts.js';
import { documentTitle } from '../ui/brand.js';

/** Provided by the build's prerender only: where the page drawn hands over its meta for the served HTML. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The page's <title> and description, in the language shown: written into the document on
 * every navigation and language switch, and at build time given to the prerender, so that the
 * HTML the portal serves carries them too. One call per page (PageHero makes it).
 */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  const { t, i18n } = useTranslation('common');
  const meta: PageMeta = { title: documentTitle(title, resolveLanguage(i18n.language)), description: description || t('site.description') };
  useContext(PageMetaCollector)?.(meta);
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta.title, meta.description]);
}
