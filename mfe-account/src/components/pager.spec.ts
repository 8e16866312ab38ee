import { describe, expect, it } from '@jest/globals';
import { pagesAround } from './pager';

describe('pagesAround', () => {
  it('shows every page of a short list', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows the first, the last and the neighbours of the current page, a gap where pages are left out', () => {
    expect(pagesAround(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pagesAround(1, 12)).toEqual([1, 2, null, 12]);
    expect(pagesAround(12, 12)).toEqual([1, null, 11, 12]);
    expect(pagesAround(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});
