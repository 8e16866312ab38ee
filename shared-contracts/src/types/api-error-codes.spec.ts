import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { API_ERROR_CODES } from './api-error-body.js';

/** The codes a language has a sentence for (a code with plural forms, such as a wait in minutes, counted once). */
const codesIn = (language: 'ar' | 'en'): string[] => [
  ...new Set(
    Object.keys(JSON.parse(readFileSync(new URL(`../react/locales/${language}.json`, import.meta.url), 'utf8')).errors.codes).map((key) =>
      key.replace(/_(zero|one|two|few|many|other)$/, ''),
    ),
  ),
];

describe('API error codes', () => {
  it.each(['ar', 'en'] as const)('each has its sentence in %s, and no sentence is left for a code that is gone', (language) => {
    expect(codesIn(language).sort()).toEqual([...API_ERROR_CODES].sort());
  });
});
