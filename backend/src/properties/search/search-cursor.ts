import { MAX_ID, PROPERTY_SORTS, type PropertySort } from 'shared-contracts';
import { validationFailed } from '../../common/validation/validation-failed.js';

/** Where a page of a search ended: its last listing's sort value and id (keyset paging). */
export interface SearchCursor {
  sort: PropertySort;
  /** The sort column's value as PostgreSQL wrote it: exact (a timestamp to the microsecond, a price to the centime). */
  value: string;
  id: number;
}

/** The sort column of each order as exact text, and what reads that text back. */
export const CURSOR_COLUMNS: Record<PropertySort, { text: string; cast: string; pattern: RegExp }> = {
  latest: { text: `to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, cast: 'timestamptz', pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/ },
  'price-asc': { text: 'p.price_dzd::text', cast: 'numeric', pattern: /^\d{1,15}(\.\d{1,2})?$/ },
  'price-desc': { text: 'p.price_dzd::text', cast: 'numeric', pattern: /^\d{1,15}(\.\d{1,2})?$/ },
  views: { text: 'p.view_count::text', cast: 'int', pattern: /^\d{1,10}$/ },
};

/** Opaque to clients: base64url of [sort, value, id]. */
export const encodeCursor = ({ sort, value, id }: SearchCursor): string => Buffer.from(JSON.stringify([sort, value, id])).toString('base64url');

const refused = (why: string) => validationFailed([{ field: 'after', code: 'invalid' }], `The cursor (after) ${why}.`);

/** 400 VALIDATION_FAILED (field `after`) for anything but a cursor of this very sort. */
export function decodeCursor(text: string, sort: PropertySort): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused('is not one this API gave');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw refused('is not one this API gave');
  const [cursorSort, value, id] = parsed as unknown[];
  if (typeof cursorSort !== 'string' || !(PROPERTY_SORTS as readonly string[]).includes(cursorSort)) throw refused('is not one this API gave');
  if (cursorSort !== sort) throw refused(`belongs to the sort "${cursorSort}", not "${sort}"`);
  if (typeof value !== 'string' || !CURSOR_COLUMNS[sort].pattern.test(value)) throw refused('is not one this API gave');
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw refused('is not one this API gave');
  return { sort, value, id };
}
