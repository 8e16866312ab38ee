import type { Language } from '../i18n/language.js';

/**
 * One entry of a reference list: the value the API stores and sends, and its label in each
 * language. Labels live here rather than in the packages' locale files because the backend
 * needs them too (English search, seeding) and the lists must never drift apart.
 */
export interface ReferenceItem<V extends string = string> {
  readonly value: V;
  readonly ar: string;
  readonly en: string;
}

/**
 * The label of a value in the given language. A value missing from the list (older data,
 * a typo in a URL) is shown as it is rather than as an empty string.
 */
export function labelOf<V extends string>(list: readonly ReferenceItem<V>[], value: string, language: Language): string {
  const item = list.find((entry) => entry.value === value);
  return item ? item[language] : value;
}

/** Narrows untrusted input (a query string, a request body) to one of the list's values. */
export function isReferenceValue<V extends string>(list: readonly ReferenceItem<V>[], value: unknown): value is V {
  return list.some((entry) => entry.value === value);
}
