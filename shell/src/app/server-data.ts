import { SERVER_DATA_ELEMENT_ID, type ServerData } from 'shared-contracts';
import { unstable_serialize } from 'swr';

/** The answers the portal drew the page with (a search's results, a listing), as it sent them beside the page. */
function serverData(): ServerData[] {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    return JSON.parse(element.textContent) as ServerData[];
  } catch {
    return []; // the page then asks the API as usual
  }
}

/**
 * The same answers as SWR's `fallback`: the page hydrates with the data it was drawn with, as the
 * portal's render had it (shared-contracts renderPage), and never asks the API for them
 * (swrConfig does not revalidate on mount). Only the fallback, never also the cache: SWR answers
 * React's hydration from the cache as it was before the first client-side write, so a cache filled
 * before hydration differs from what it answers during hydration, and React then draws every page
 * that reads one of these answers a second time, at once, in one long task (docs/architecture.md §2).
 */
export const serverDataFallback = (): Record<string, unknown> => Object.fromEntries(serverData().map((entry) => [unstable_serialize(entry.key), entry.data]));
