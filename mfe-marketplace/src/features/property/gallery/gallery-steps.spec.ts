import { describe, expect, it } from '@jest/globals';
import { stepForKey, stepForSwipe, wrapIndex } from './gallery-steps';

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('stepForKey', () => {
  it('takes the arrow that points at the Next button: right in English, left in Arabic', () => {
    expect(stepForKey('ArrowRight', 'ltr')).toBe(1);
    expect(stepForKey('ArrowLeft', 'ltr')).toBe(-1);
    expect(stepForKey('ArrowLeft', 'rtl')).toBe(1);
    expect(stepForKey('ArrowRight', 'rtl')).toBe(-1);
    expect(stepForKey('Enter', 'rtl')).toBeNull();
  });
});

describe('stepForSwipe', () => {
  it('shows the next photo when the finger drags towards the start of the line', () => {
    expect(stepForSwipe(-80, 'ltr')).toBe(1);
    expect(stepForSwipe(80, 'ltr')).toBe(-1);
    expect(stepForSwipe(80, 'rtl')).toBe(1);
    expect(stepForSwipe(-80, 'rtl')).toBe(-1);
  });
});
