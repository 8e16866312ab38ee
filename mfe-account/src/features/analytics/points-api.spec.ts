import { describe, expect, it } from '@jest/globals';
import { signed } from './points-api';

describe('signed', () => {
  it('marks a gain with +, a loss with a true minus sign, and nothing with no sign at all', () => {
    expect([signed(25), signed(-10), signed(0)]).toEqual(['+25', '\u221210', '0']);
  });
});
