import { formatAgo, formatDay, type Language } from 'shared-contracts';

// Algeria keeps UTC+1 all year (shared-contracts, format/dates.ts): a message's day and hour are
// Djelfa's, whatever the browser's own zone.
const ALGERIA_OFFSET_MS = 60 * 60_000;
const inAlgeria = (time: number): Date => new Date(time + ALGERIA_OFFSET_MS);
const dayOf = (time: number): string => inAlgeria(time).toISOString().slice(0, 10);
const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** "14:05" (24 hours, Western digits as every figure of the site). */
export function clockOf(iso: string): string {
  const time = inAlgeria(Date.parse(iso));
  return `${twoDigits(time.getUTCHours())}:${twoDigits(time.getUTCMinutes())}`;
}

/** Under a message: its hour on the day it was sent, else its day and hour. */
export function messageTime(iso: string, language: Language, now = Date.now()): string {
  return dayOf(Date.parse(iso)) === dayOf(now) ? clockOf(iso) : `${formatDay(iso, language)} ${clockOf(iso)}`;
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** In the inbox: how long ago the last message came, within the week; its day before that. */
export function inboxTime(iso: string, language: Language, now = Date.now()): string {
  return now - Date.parse(iso) < WEEK_MS ? formatAgo(iso, language, now) : formatDay(iso, language);
}
