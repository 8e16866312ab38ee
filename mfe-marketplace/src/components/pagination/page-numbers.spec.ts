import { describe, expect, it } from '@jest/globals';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
