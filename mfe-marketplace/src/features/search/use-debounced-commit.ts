import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `commit(value)` once `value` has stopped changing for `delayMs`: typing a keyword or
 * dragging the price slider makes one URL (one history entry, one request), not one per key.
 */
export function useDebouncedCommit<T>(value: T, committed: T, commit: (value: T) => void, delayMs = 450): void {
  const settled = useEffectEvent(commit);
  useEffect(() => {
    if (Object.is(value, committed)) return undefined;
    const timer = setTimeout(() => settled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, committed, delayMs]);
}
