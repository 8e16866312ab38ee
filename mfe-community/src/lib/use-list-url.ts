import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list page's state: its keyword, one filter per name, its sort and its page. */
export interface ListState<F extends string> {
  q: string;
  filters: Partial<Record<F, string>>;
  sort: string;
  page: number;
}

/**
 * A list page's filters live in the URL alone, as on /search: every change is a history entry,
 * any page of results can be shared, and a default value is left out of the address.
 */
export function useListUrl<F extends string>(filterNames: readonly F[], defaultSort: string) {
  const [params, setParams] = useSearchParams();
  const state = useMemo<ListState<F>>(() => {
    const filters: Partial<Record<F, string>> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) filters[name] = value;
    }
    const page = Number(params.get('page'));
    return { q: params.get('q') ?? '', filters, sort: params.get('sort') || defaultSort, page: Number.isInteger(page) && page > 1 ? page : 1 };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are a constant of the page
  }, [params, defaultSort]);

  const queryOf = useCallback(
    (next: ListState<F>) => {
      const query = new URLSearchParams();
      if (next.q.trim()) query.set('q', next.q.trim());
      for (const [name, value] of Object.entries(next.filters)) if (value) query.set(name, value as string);
      if (next.sort !== defaultSort) query.set('sort', next.sort);
      if (next.page > 1) query.set('page', String(next.page));
      return query;
    },
    [defaultSort],
  );
  const go = useCallback((next: ListState<F>) => setParams(queryOf(next)), [queryOf, setParams]);
  const hrefOf = useCallback((next: ListState<F>) => `?${queryOf(next).toString()}`, [queryOf]);
  /** The API's query for this state: the same names, with the page size the page shows. */
  const apiQuery = (pageSize: number) => {
    const query = queryOf(state);
    query.set('sort', state.sort);
    query.set('pageSize', String(pageSize));
    return query.toString();
  };
  return { state, go, hrefOf, apiQuery };
}
