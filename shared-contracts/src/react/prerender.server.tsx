import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '../i18n/language.js';
import type { PageMeta, PrerenderedPages } from '../portal/build-artifacts.js';
import { PageMetaCollector } from './document-meta.js';
import { initI18n, setLanguage } from './i18n.js';

/** What an app renders for a path: its routes, which the router below resolves. */
type RenderPage = (path: string) => ReactElement;

/**
 * Renders pages to static HTML at build time (Node; `.server` files never reach a browser), so
 * the portal can send a page's frame and heading in the HTML itself: the visitor sees them
 * before any script has run, with their <title> and description (useDocumentMeta). Only pages
 * whose first render needs no data or session belong here.
 */
export async function prerenderPages(paths: readonly string[], render: RenderPage): Promise<PrerenderedPages> {
  await initI18n();
  const pages: PrerenderedPages = {};
  for (const language of LANGUAGES) {
    await setLanguage(language);
    for (const path of paths) {
      const collected: { meta?: PageMeta } = {};
      const html = renderToStaticMarkup(
        <PageMetaCollector.Provider value={(meta) => (collected.meta = meta)}>
          <StaticRouter location={path}>{render(path)}</StaticRouter>
        </PageMetaCollector.Provider>,
      );
      const page = { ...pages[path], [language]: html } as PrerenderedPages[string];
      if (collected.meta) page.meta = { ...page.meta, [language]: collected.meta } as Record<Language, PageMeta>;
      pages[path] = page;
    }
  }
  return pages;
}
