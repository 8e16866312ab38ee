import useSWR from 'swr';
import { CONVERSATIONS_PER_PAGE, type ApiPage, type ConversationListing, type ConversationSummary, type Id } from 'shared-contracts';
import { fetchPage } from '../../../api/listings-api';

export const CONVERSATIONS_URL = '/api/conversations';
export const CONVERSATION_LISTINGS_URL = `${CONVERSATIONS_URL}/listings`;

/** Another message may come at any time: the inbox asks again while open, and each time it opens. */
const FRESH = { refreshInterval: 30_000, revalidateOnMount: true } as const;

/** GET /api/conversations: a page of the member's conversations, newest first; `propertyId` keeps one listing's. */
export const inboxUrl = (page: number, propertyId: Id | null): string =>
  `${CONVERSATIONS_URL}?page=${page}&pageSize=${CONVERSATIONS_PER_PAGE}${propertyId === null ? '' : `&propertyId=${propertyId}`}`;

export function useInbox(page: number, propertyId: Id | null) {
  return useSWR<ApiPage<ConversationSummary>, unknown>([inboxUrl(page, propertyId), 'page'], fetchPage, FRESH);
}

/** GET /api/conversations/listings: the owner's listings that have conversations (the inbox's filter); none for a seeker. */
export function useConversationListings() {
  return useSWR<ConversationListing[], unknown>(CONVERSATION_LISTINGS_URL, { revalidateOnMount: true });
}
