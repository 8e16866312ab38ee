import useSWR from 'swr';
import { UNREAD_MESSAGES_URL, type UnreadMessages } from 'shared-contracts';
import { useHydrating, useSession } from 'shared-contracts/react';

/** Often enough for an answer to show within a minute, cheap enough for every open tab of every member. */
const POLL_MS = 30_000;

/**
 * How many conversations hold a message the member has not read: asked while signed in, every
 * 30 seconds and when the tab comes back to the front (the site's SWR settings otherwise never
 * ask again). Nothing is asked for a visitor who is signed out, nor while the frame the portal
 * drew for every visitor is hydrated. The key holds the member's id, so that another account
 * signed in on the same tab never reads the count of the one before; the account area asks for it
 * again by the URL (key[0]) when a conversation is opened.
 */
export function useUnreadMessages(): number {
  const { user } = useSession();
  const hydrating = useHydrating();
  const key = user && !hydrating ? ([UNREAD_MESSAGES_URL, user.id] as const) : null;
  const { data } = useSWR<UnreadMessages>(key, { refreshInterval: POLL_MS, revalidateOnFocus: true, revalidateOnMount: true });
  return key && data ? data.count : 0;
}
