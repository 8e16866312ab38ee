import { useEffect, useRef, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { useLocation } from 'react-router-dom';
import { PRERENDER_SLOT } from 'shared-contracts';
import { replayTapOnHydrated } from '../../app/early-tap';
import { forgetPrerendered, prerenderedNodes } from '../../app/prerendered';
import { keepTypedFields, restoreTypedFields } from '../../app/typed-fields';
import { AreaLoading } from './area-loading';

/**
 * While a page's code loads: the page as the portal prerendered it — the same DOM nodes, moved,
 * not copies, so the browser does not paint them anew — or else a spinner.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  const nodes = prerenderedNodes(pathname);
  if (!nodes) return <AreaLoading />;
  return (
    <div
      {...{ [PRERENDER_SLOT]: '' }}
      ref={(slot) => {
        slot?.replaceChildren(...nodes);
        // React detaches a ref before it removes the element: the drawn fields are still there, with the focus.
        return () => keepTypedFields(nodes);
      }}
    />
  );
}

/**
 * Rendered with the page itself: from now on the prerendered markup is out of date, and what was
 * typed into it belongs to the page. A hydrated page is the drawn one: a tap on it made before is
 * replayed now that it is live. `area` is the remote whose page this is; null for one of the
 * shell's own pages (content-pages.tsx), which the portal draws and the browser hydrates too.
 */
export function PageArrived({ area, children }: { area: RemoteName | null; children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The page runs from here on (the browser tests wait for this before they act); a tap on it
    // is React's from now on, the replayed one included.
    page.current?.setAttribute('data-live', '');
    restoreTypedFields(document);
    forgetPrerendered();
    replayTapOnHydrated(true);
  }, []);
  return (
    <div {...(area ? { 'data-remote': area } : { 'data-shell-page': '' })} ref={page}>
      {children}
    </div>
  );
}
