import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import { swrConfig } from '../http/swr-config.js';
import { LANGUAGES, type Language } from '../i18n/language.js';
import type { PageMeta, PrerenderedPage, PrerenderedPages } from '../portal/build-artifacts.js';
import type { ServerData } from '../portal/server-pages.js';
import { PageMetaCollector } from './document-meta.js';
import { initI18n, setLanguage } from './i18n.js';
import { oneAtATime } from './one-at-a-time.js';
import { drawingFor } from './site-origin.js';

const REACT_PRELOADS = /<link rel="preload"[^>]*\/>/g;

/** What an app renders for a path: its routes, which the router below resolves. */
type RenderPage = (path: string) => ReactElement;

/** How a page is drawn: see renderPage. */
export interface DrawOptions {
  data?: ServerData[];
  languages?: readonly Language[];
  /** The site's origin, for addresses that leave it (siteOrigin): the request's, at request time. */
  origin?: string;
}

/**
 * A page as it first renders at `location` (a path, and a query string if any), in each of
 * `languages` (the others left empty), with the meta it gives itself (useDocumentMeta). With
 * `data`, the page's SWR reads find their answers at once, as the browser's cache will hold them
 * (the portal's server pages). Node only (`.server` files never reach a browser).
 */
export function renderPage(location: string, element: ReactElement, { data = [], languages = LANGUAGES, origin }: DrawOptions = {}): Promise<PrerenderedPage> {
  const fallback = Object.fromEntries(data.map((entry) => [unstable_serialize(entry.key), entry.data]));
  // One page at a time: the language being drawn is i18next's, one for the whole process.
  return oneAtATime(async () => {
    await initI18n();
    drawingFor(origin ?? null);
    const page: PrerenderedPage = { ar: '', en: '' };
    for (const language of languages) {
      await setLanguage(language);
      const collected: { meta?: PageMeta } = {};
      const tree = (
        <SWRConfig value={{ ...swrConfig, fallback }}>
          <PageMetaCollector.Provider value={(meta) => (collected.meta = meta)}>
            <StaticRouter location={location}>{element}</StaticRouter>
          </PageMetaCollector.Provider>
        </SWRConfig>
      );
      // React adds a preload of an eager image before the markup: the image is in the HTML anyway,
      // and a tag the browser's first render does not draw would fail its hydration.
      page[language] = renderToString(tree).replace(REACT_PRELOADS, '');
      if (collected.meta) page.meta = { ...page.meta, [language]: collected.meta } as Record<Language, PageMeta>;
    }
    // Drawn in one language only: the head still needs a title for each (the other is not shown).
    const drawn = page.meta && Object.values(page.meta)[0];
    if (drawn) page.meta = Object.fromEntries(LANGUAGES.map((language) => [language, page.meta?.[language] ?? drawn])) as Record<Language, PageMeta>;
    drawingFor(null);
    return page;
  });
}

/**
 * Renders pages to static HTML at build time, so the portal can send a page's frame and heading
 * in the HTML itself: the visitor sees them before any script has run, with their <title> and
 * description. Only pages whose first render needs no data or session belong here.
 */
export async function prerenderPages(paths: readonly string[], render: RenderPage): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const path of paths) pages[path] = await renderPage(path, render(path));
  return pages;
}
