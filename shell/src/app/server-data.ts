import { SERVER_DATA_ELEMENT_ID, type ServerData } from 'shared-contracts';
import { mutate } from 'swr';

/**
 * The answers the portal drew the page with (a search's results, a listing), put into the one
 * SWR cache before the first render: the page takes over the drawn HTML without asking the API
 * again (swrConfig never revalidates cached data on mount).
 */
export async function seedServerData(): Promise<void> {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  let entries: ServerData[];
  try {
    entries = JSON.parse(element.textContent) as ServerData[];
  } catch {
    return; // the page then asks the API as usual
  }
  await Promise.all(entries.map((entry) => mutate(entry.key, entry.data, { revalidate: false })));
}
