import { useLayoutEffect, type RefObject } from 'react';

/** The grid's items, looking through a wrapper drawn as `display: contents` (the skeletons' list). */
function gridItems(grid: HTMLElement): HTMLElement[] {
  return [...grid.children].flatMap((child) => (getComputedStyle(child).display === 'contents' ? [...child.children] : [child])) as HTMLElement[];
}

/**
 * The masonry layout in reading order. The grid's rows are a few pixels high
 * (`grid-auto-rows`) and each card spans as many as its height and the gap need: auto-placement
 * then puts every card in the first free place after the one before it, row by row from the start
 * of the line (the right in Arabic). CSS columns packed as tightly but read top to bottom, which
 * scattered the sort order. Spans are set before the first paint and follow each card's height.
 */
export function useMasonrySpans(ref: RefObject<HTMLElement | null>, enabled: boolean, content: unknown): void {
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!enabled || !grid) return undefined;
    const style = getComputedStyle(grid);
    const row = parseFloat(style.gridAutoRows);
    const gap = parseFloat(style.columnGap);
    const span = (item: HTMLElement) => {
      item.style.gridRowEnd = `span ${Math.ceil((item.getBoundingClientRect().height + gap) / row)}`;
    };
    const items = gridItems(grid);
    items.forEach(span);
    const observer = new ResizeObserver((entries) => entries.forEach((entry) => span(entry.target as HTMLElement)));
    items.forEach((item) => observer.observe(item));
    return () => {
      observer.disconnect();
      items.forEach((item) => item.style.removeProperty('grid-row-end'));
    };
  }, [ref, enabled, content]);
}
