import { formatPrice, localTitle, savedSearchHref, type ConversationListing, type Language, type Property, type PushPayload, type SavedSearchFilters } from 'shared-contracts';

type Match = Pick<Property, 'title' | 'titleEn' | 'price' | 'priceUnit'>;

/** New listings for a saved search, in the account's language: the newest named, the rest counted; opens the search. */
export function savedSearchPush(language: Language, search: { id: number; name: string; filters: SavedSearchFilters }, newest: Match, others: number): PushPayload {
  const first = `${localTitle(newest, language)} — ${formatPrice(newest.price, newest.priceUnit, language)}`;
  const common = { url: savedSearchHref(search.filters), tag: `search-${search.id}` };
  if (language === 'en') {
    return { ...common, title: `New listings for “${search.name}”`, body: others > 0 ? `${first}, and ${others} more` : first };
  }
  return { ...common, title: `إعلانات جديدة لبحثك «${search.name}»`, body: others > 0 ? `${first}، و${others} أخرى` : first };
}

/** A new message, in the receiver's language: who wrote, about which listing (not the text: a lock screen is no place for a stranger's words); opens the conversation. */
export function messagePush(language: Language, conversationId: number, senderName: string, listing: ConversationListing): PushPayload {
  const common = { url: `/dashboard/messages/${conversationId}`, tag: `conversation-${conversationId}` };
  if (language === 'en') return { ...common, title: `New message from ${senderName}`, body: `About “${localTitle(listing, 'en')}”` };
  return { ...common, title: `رسالة جديدة من ${senderName}`, body: `عن «${localTitle(listing, 'ar')}»` };
}
