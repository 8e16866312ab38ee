import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list page's state: its keyword, one filter per name, its sort and its page. */
export interface ListState<F extends string> {
  q: string;
  filters: Partial<Record<F, string>>;
  sort: string;
  page: number;
}

/** The page an address names (`?page=3`); the first for none, or for one that is not a page. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The state an address's query holds (a page's or the portal's, which draws the page on the server). */
export function readListState<F extends string>(params: URLSearchParams, filterNames: readonly F[], defaultSort: string, sorts?: readonly string[]): ListState<F> {
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  // A keyword of spaces is no keyword: the API drops it, so the page must not count it as a filter.
  // A sort the page does not offer (an old or mistyped link) is its default: the API would refuse it.
  const sort = params.get('sort');
  return { q: (params.get('q') ?? '').trim(), filters, sort: sort && (!sorts || sorts.includes(sort)) ? sort : defaultSort, page: pageOf(params) };
}

/** The address's query for a state: a default value is left out. */
function addressQuery<F extends string>(state: ListState<F>, defaultSort: string): URLSearchParams {
  const query = new URLSearchParams();
  if (state.q.trim()) query.set('q', state.q.trim());
  for (const [name, value] of Object.entries(state.filters)) if (value) query.set(name, value as string);
  if (state.sort !== defaultSort) query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The API's query for a state: the same names, the sort always, and the page size the page shows. */
export function listApiQuery<F extends string>(state: ListState<F>, defaultSort: string, pageSize: number): string {
  const query = addressQuery(state, defaultSort);
  query.set('sort', state.sort);
  query.set('pageSize', String(pageSize));
  return query.toString();
}

/**
 * A list page's filters live in the URL alone, as on /search: every change is a history entry,
 * any page of results can be shared, and a default value is left out of the address.
 */
export function useListUrl<F extends string>(filterNames: readonly F[], defaultSort: string, sorts: readonly string[]) {
  const [params, setParams] = useSearchParams();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are a constant of the page
  const state = useMemo(() => readListState(params, filterNames, defaultSort, sorts), [params, defaultSort]);

  const queryOf = useCallback((next: ListState<F>) => addressQuery(next, defaultSort), [defaultSort]);
  const go = useCallback((next: ListState<F>) => setParams(queryOf(next)), [queryOf, setParams]);
  const hrefOf = useCallback((next: ListState<F>) => `?${queryOf(next).toString()}`, [queryOf]);
  /** The API's query for this state: the same names, with the page size the page shows. */
  const apiQuery = (pageSize: number) => listApiQuery(state, defaultSort, pageSize);
  return { state, go, hrefOf, apiQuery };
}
