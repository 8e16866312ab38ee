import { describe, expect, it } from '@jest/globals';
import { containsPattern, startsWithPattern } from './like.js';

describe('LIKE patterns', () => {
  it('take % _ and \\ literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(startsWithPattern('dar_el-')).toBe('dar\\_el-%');
  });
});
