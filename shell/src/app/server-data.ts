import { SERVER_DATA_ELEMENT_ID, type ServerData } from 'shared-contracts';
import { mutate, unstable_serialize } from 'swr';

let parsed: ServerData[] | undefined;

/** The answers the portal drew the page with (a search's results, a listing), as it sent them beside the page: read once. */
function serverData(): ServerData[] {
  if (parsed) return parsed;
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  try {
    parsed = element?.textContent ? (JSON.parse(element.textContent) as ServerData[]) : [];
  } catch {
    parsed = []; // the page then asks the API as usual
  }
  return parsed;
}

/**
 * Put into the one SWR cache before the first render: the page takes over the drawn HTML without
 * asking the API again (swrConfig never revalidates cached data on mount).
 */
export async function seedServerData(): Promise<void> {
  await Promise.all(serverData().map((entry) => mutate(entry.key, entry.data, { revalidate: false })));
}

/**
 * The same answers as SWR's `fallback`, which is what it reads while React hydrates the drawn
 * page (not its cache): the page hydrates with the data it was drawn with, as the portal's
 * render had it (shared-contracts renderPage).
 */
export const serverDataFallback = (): Record<string, unknown> => Object.fromEntries(serverData().map((entry) => [unstable_serialize(entry.key), entry.data]));
