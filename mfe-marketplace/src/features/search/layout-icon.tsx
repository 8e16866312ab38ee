import type { SearchLayout } from './layout-preference';

const PATHS: Record<SearchLayout, string> = {
  grid: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  list: 'M3 4h5v5H3zM10 5h11v3H10zM3 15h5v5H3zM10 16h11v3H10z',
  masonry: 'M3 3h8v11H3zM13 3h8v6h-8zM3 16h8v5H3zM13 11h8v10h-8z',
  // A folded map.
  map: 'M2 5l6-2 8 3 6-2v15l-6 2-8-3-6 2zM8 5.2v12.6l8 3V8.2z',
};

/** The layout buttons' pictures: small inline SVGs, not an icon font or antd's icon set. */
export function LayoutIcon({ layout }: { layout: SearchLayout }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[layout]} fill="currentColor" />
    </svg>
  );
}
