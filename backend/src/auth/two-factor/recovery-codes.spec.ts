import { describe, expect, it } from '@jest/globals';
import { hashRecoveryCode, newRecoveryCode } from './recovery-codes.js';

describe('recovery codes', () => {
  it('are two groups of five characters that cannot be misread, and read back whatever their case or spacing', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hashRecoveryCode(code));
  });

  it('draw every character equally often (a byte modulo 31 would favour eight of them by an eighth)', () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 31_000; n += 1) for (const char of newRecoveryCode().replace('-', '')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(31);
    // 10,000 of each expected, a standard deviation of about 100: 5 % is 5 of them.
    expect(Math.max(...counts.values()) / Math.min(...counts.values())).toBeLessThan(1.05 * 1.05);
  });
});
