import { describe, expect, it } from '@jest/globals';
import { nextPath } from './next-path';

describe('nextPath', () => {
  it('returns to the page that asked for a sign-in', () => {
    expect(nextPath('?next=%2Fdashboard%3Ftab%3Dfavorites')).toBe('/dashboard?tab=favorites');
  });

  it('goes home without a next page, or with one on another site', () => {
    expect(nextPath('')).toBe('/');
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      '/\\/evil.example',
    ]) {
      expect(nextPath(`?next=${encodeURIComponent(next)}`)).toBe('/');
    }
  });
});
