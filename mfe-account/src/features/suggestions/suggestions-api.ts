import { apiRequest, type Suggestion, type SuggestionRequest } from 'shared-contracts';

/** The member's own suggestions, a page at a time (SWR key [url, 'page'] with fetchPage). */
export const SUGGESTIONS_PAGE_SIZE = 5;
export const mySuggestionsUrl = (page: number) => `/api/suggestions/mine?page=${page}&pageSize=${SUGGESTIONS_PAGE_SIZE}`;
export const needsPager = (total: number): boolean => total > SUGGESTIONS_PAGE_SIZE;
export const MY_SUGGESTIONS_PREFIX = '/api/suggestions/mine';

export const sendSuggestion = (suggestion: SuggestionRequest) => apiRequest<Suggestion>('/api/suggestions', { method: 'POST', body: suggestion });
