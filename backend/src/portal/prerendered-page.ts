import { LANGUAGES, PRERENDER_SLOT, remoteForPath, SERVER_DATA_ELEMENT_ID, type Language, type PrerenderedPage, type PrerenderedPages, type ServerData } from 'shared-contracts';

const SLOT = `<div ${PRERENDER_SLOT}="">`;

/**
 * A page as it first renders, in both languages: the shell's frame around the area's page, with
 * the page's meta. Null when a part is missing (an area page that is not prerendered, such as
 * one with data).
 */
export function composePage(shell: PrerenderedPages, area: PrerenderedPages | null, path: string): PrerenderedPage | null {
  const frame = shell[path];
  if (!frame) return null;
  const slotIsFilled = !frame.ar.includes(`${SLOT}</div>`);
  if (slotIsFilled) return frame; // one of the shell's own pages
  const page = area?.[path];
  return page ? inFrame(frame, page, path) : null;
}

/**
 * A page of an area in its frame, as the browser's first render draws it there: inside the
 * Suspense boundary that waits for the area's code (shell remote-area.tsx), in the area's
 * element. So the browser hydrates the whole page, frame and area, as one React tree.
 */
export function inFrame(frame: PrerenderedPage, page: PrerenderedPage, path: string): PrerenderedPage {
  const area = remoteForPath(path);
  if (!area) throw new Error(`No area serves ${path}.`);
  const html = Object.fromEntries(
    LANGUAGES.map((language) => [language, frame[language].replace(`${SLOT}</div>`, `<!--$--><div data-remote="${area}">${page[language]}</div><!--/$-->`)]),
  );
  return { ...(html as Record<Language, string>), ...(page.meta && { meta: page.meta }) };
}

/** The answers a page was drawn with, for the browser's SWR cache: JSON that no `</script>` inside can end early. */
export function withServerData(html: string, data: ServerData[]): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace('</body>', `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${json}</script></body>`);
}

// The pre-paint script sets <html lang> from the visitor's choice; a page drawn in the other
// language (a choice kept in the browser's storage but not in its cookie) does not show, and the
// browser draws the page itself. The one the browser took over (data-live) shows whatever the
// visitor switches to later.
const SHOW_ONE_LANGUAGE =
  '<style>[data-prerender]{display:contents}html[lang=en] [data-prerender=ar]:not([data-live]),html:not([lang=en]) [data-prerender=en]:not([data-live]){display:none}</style>';

/**
 * Puts the page, in the visitor's language alone, into the root element, so it is painted before
 * any script runs. Both languages would double what a first visit downloads, parses and then
 * throws away (README "One language per page").
 */
export function withPrerenderedPage(html: string, page: Record<Language, string>, language: Language): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root">');
  const content = `<div data-prerender="${language}">${page[language]}</div>`;
  return html.replace('</head>', `${SHOW_ONE_LANGUAGE}</head>`).replace(root, `<div id="root">${content}</div>`);
}
