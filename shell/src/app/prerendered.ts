import { PRERENDER_SLOT } from 'shared-contracts';

// The page the portal drew into the HTML (prerender.server.tsx): the frame, and in its slot the
// page itself. Until the page's own code has arrived, the shell shows those very nodes instead
// of a spinner, so the first render changes nothing the visitor sees.

let prerendered: { path: string; nodes: Node[] } | null = null;

const visitorLanguage = () => (document.documentElement.lang === 'en' ? 'en' : 'ar');

/**
 * The visitor's language's copy of the drawn page when it is drawn whole — the frame, and the
 * page in it as the browser's first render draws it (the portal's inFrame): React hydrates it
 * instead of drawing the page anew (docs/architecture.md). Null when the page's slot was left
 * empty or holds nodes to move (a page not drawn on the server).
 */
export function hydratablePage(root: HTMLElement): HTMLElement | null {
  const drawn = root.querySelector<HTMLElement>(`:scope > [data-prerender="${visitorLanguage()}"]`);
  return drawn?.hasChildNodes() && !drawn.querySelector(`[${PRERENDER_SLOT}]`) ? drawn : null;
}

/** Takes the page's nodes before React replaces the root's content; only the visitor's language. */
export function capturePrerendered(root: HTMLElement): void {
  const slot = root.querySelector(`[data-prerender="${visitorLanguage()}"] [${PRERENDER_SLOT}]`);
  prerendered = slot?.hasChildNodes() ? { path: window.location.pathname, nodes: [...slot.childNodes] } : null;
}

/**
 * Resolves once the browser has painted the prerendered page, so that paint — not React's
 * takeover, which moves the same nodes — is the page's first. Background tabs do not paint:
 * a timeout stands in.
 */
export function prerenderedPagePainted(): Promise<void> {
  if (!prerendered) return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/** The prerendered page's nodes for `path`, while the page's own render has not replaced them. */
export const prerenderedNodes = (path: string): Node[] | null => (prerendered?.path === path ? prerendered.nodes : null);

/** Once the page itself has rendered, later loading states are spinners again. */
export function forgetPrerendered(): void {
  prerendered = null;
}
