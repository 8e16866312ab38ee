import { ADVISORS_PER_PAGE } from 'shared-contracts';
import type { PageKey } from '../../lib/fetch-pages';
import { listApiQuery, readListState, type ListState } from '../../lib/use-list-url';

export const ADVISOR_FILTERS = ['profession', 'specialization', 'commune'] as const;
export const ADVISOR_SORTS = ['name', 'experience', 'rating'] as const;
export const ADVISOR_DEFAULT_SORT = 'name';
export type AdvisorListState = ListState<(typeof ADVISOR_FILTERS)[number]>;

/** /advisors' state from its address: the page's, and the portal's when it draws the page. */
export const advisorListState = (params: URLSearchParams): AdvisorListState => readListState(params, ADVISOR_FILTERS, ADVISOR_DEFAULT_SORT, ADVISOR_SORTS);

/** The page of advisors a state shows, under one key for the page and for the portal's drawing of it. */
export const advisorsKey = (state: AdvisorListState): PageKey => [`/api/advisors?${listApiQuery(state, ADVISOR_DEFAULT_SORT, ADVISORS_PER_PAGE)}`, 'page'];
