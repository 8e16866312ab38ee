import { CSRF_HEADER } from '../auth/rules.js';
import { csrfToken } from '../http/csrf-token.js';
import { MAX_EVENTS_PER_BATCH, type ListingEvent, type ReportedLeadChannel } from '../types/listing-analytics.js';

export const LISTING_EVENTS_PATH = '/api/listing-events';

/** Clicks come in bursts (call, then WhatsApp): a batch is sent a moment after the first. */
const FLUSH_DELAY_MS = 2000;

const queue: ListingEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends what is queued. keepalive lets it finish as the page goes away (a tel: or WhatsApp link
 * leaves it at once). Lost figures are only figures: a failure is not retried nor shown.
 */
async function flush(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const events = queue.splice(0, MAX_EVENTS_PER_BATCH);
  if (events.length === 0) return;
  try {
    const token = await csrfToken();
    await fetch(LISTING_EVENTS_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: token },
      body: JSON.stringify({ events }),
    });
  } catch {
    // The owner's chart misses a click; the visitor is not bothered.
  }
  if (queue.length > 0) void flush();
}

/** Counts a lead for the listing's owner (dashboard analytics): a call, a WhatsApp message, a share, a save. */
export function reportListingEvent(propertyId: number, kind: ReportedLeadChannel): void {
  queue.push({ propertyId, kind });
  if (queue.length >= MAX_EVENTS_PER_BATCH) void flush();
  else timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());
