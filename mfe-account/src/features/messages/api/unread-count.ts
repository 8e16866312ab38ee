import { UNREAD_MESSAGES_URL } from 'shared-contracts';
import { mutate } from 'swr';

// The shell polls UNREAD_MESSAGES_URL for the account menu's count, keyed [url, member id] (shell, use-unread-messages.ts).

/**
 * The menu's count asked again at once: opening a conversation marked it read, and the menu
 * should not wait for its next poll to say so. Revalidated, not dropped: the badge never blinks.
 */
export const refreshUnreadCount = () => mutate((key) => (Array.isArray(key) ? key[0] : key) === UNREAD_MESSAGES_URL);
