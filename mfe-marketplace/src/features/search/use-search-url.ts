import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchUrl, writeSearchUrl, type SearchState } from './search-url';

/**
 * The search state lives in the URL alone: every change is a new history entry, so the back
 * button undoes it and any result page can be shared; back and forward re-read it.
 */
export function useSearchUrl(): [SearchState, (next: SearchState) => void, (next: SearchState) => string] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchUrl(params), [params]);
  const hrefOf = useCallback((next: SearchState) => {
    const query = writeSearchUrl(next);
    return query ? `?${query}` : '?';
  }, []);
  const go = useCallback((next: SearchState) => setParams(new URLSearchParams(writeSearchUrl(next))), [setParams]);
  return [state, go, hrefOf];
}
