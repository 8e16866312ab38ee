import { useCallback, useState } from 'react';

/** -1 for the previous photo, +1 for the next one. */
export type Step = -1 | 1;

/** The next index, wrapping around at both ends (the gallery index wraps). */
export const wrapIndex = (index: number, step: number, total: number): number => (total > 0 ? (((index + step) % total) + total) % total : 0);

/** Which photo of `total` is shown, and the moves between them. */
export function useGalleryIndex(total: number) {
  const [index, setIndex] = useState(0);
  const step = useCallback((by: Step) => setIndex((current) => wrapIndex(current, by, total)), [total]);
  return { index: Math.min(index, Math.max(total - 1, 0)), setIndex, step };
}

/**
 * The arrow keys follow the screen, not the reading order: "next" is the arrow that points at the
 * Next button, which sits at the end of the line — on the right in English, on the left in Arabic.
 */
export function stepForKey(key: string, direction: 'rtl' | 'ltr'): Step | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const towardsEnd = direction === 'rtl' ? key === 'ArrowLeft' : key === 'ArrowRight';
  return towardsEnd ? 1 : -1;
}

/**
 * A swipe drags the photo away and brings in its neighbour from the end of the line: dragging
 * towards the start (leftwards in English, rightwards in Arabic) shows the next photo.
 */
export function stepForSwipe(deltaX: number, direction: 'rtl' | 'ltr'): Step {
  const towardsStart = direction === 'rtl' ? deltaX > 0 : deltaX < 0;
  return towardsStart ? 1 : -1;
}
