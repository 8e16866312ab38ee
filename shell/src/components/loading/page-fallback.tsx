import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PRERENDER_SLOT } from 'shared-contracts';
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

/** Rendered with the page itself: from now on the prerendered markup is out of date, and what was typed into it belongs to the page. */
export function PageArrived({ children }: { children: ReactNode }) {
  useEffect(() => {
    restoreTypedFields(document);
    forgetPrerendered();
  }, []);
  return children;
}
