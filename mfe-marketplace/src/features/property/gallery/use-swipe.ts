import { useRef, type PointerEvent } from 'react';
import { stepForSwipe, type Step } from './gallery-steps';

/** How far a finger must travel sideways to count as a swipe (as the toasts' threshold). */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Horizontal swipes on an element, by pointer events (touch, pen, or a mouse drag). The element
 * needs `touch-action: pan-y`, so the browser keeps vertical scrolling and leaves sideways
 * moves to us. `wasSwipe()` tells the click that ends a swipe from a real tap.
 */
export function useSwipe(onStep: (step: Step) => void, direction: 'rtl' | 'ltr') {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary === false) return; // a second finger (a pinch) is no swipe
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    onStep(stepForSwipe(dx, direction));
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return {
    handlers: { onPointerDown, onPointerUp, onPointerCancel },
    wasSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
