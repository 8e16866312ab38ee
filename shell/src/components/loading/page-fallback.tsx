import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PRERENDER_SLOT } from 'shared-contracts';
import { forgetPrerendered, prerenderedNodes } from '../../app/prerendered';
import { AreaLoading } from './area-loading';

/**
 * While a page's code loads: the page as the portal prerendered it — the same DOM nodes, moved,
 * not copies, so the browser does not paint them anew — or else a spinner.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  const nodes = prerenderedNodes(pathname);
  if (!nodes) return <AreaLoading />;
  return <div {...{ [PRERENDER_SLOT]: '' }} ref={(slot) => void slot?.replaceChildren(...nodes)} />;
}

/** Rendered with the page itself: from now on the prerendered markup is out of date. */
export function PageArrived({ children }: { children: ReactNode }) {
  useEffect(forgetPrerendered, []);
  return children;
}
