/** Ids are PostgreSQL serials (int4). */
export const MAX_ID = 2_147_483_647;

// Digits only, no leading zero: "0x10", "1e1", "+7" and "007" are not how an id is written.
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The id `text` writes, or null unless it is a positive decimal integer within int4: the API's rule for an address's `:id`. */
export function parseId(text: string): number | null {
  if (!CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
