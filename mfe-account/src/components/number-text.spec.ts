import { describe, expect, it } from '@jest/globals';
import { numberOf, numberText } from './number-text';

describe('numberText', () => {
  it('keeps the digits of a whole number, whatever else is typed', () => {
    expect(numberText('12 0m²', true)).toBe('120');
    expect(numberText('3.5', true)).toBe('35');
  });

  it('reads Arabic-Indic and Persian digits as the digits they are', () => {
    expect(numberText('١٢٠', true)).toBe('120');
    expect(numberText('۶۵۰۰۰۰۰', true)).toBe('6500000');
  });

  it('keeps one decimal point, typed as a point, an Arabic separator or a comma', () => {
    expect(numberText('2.5', false)).toBe('2.5');
    expect(numberText('٢٫٥', false)).toBe('2.5');
    expect(numberText('2,5', false)).toBe('2.5');
    expect(numberText('1.2.3', false)).toBe('1.23');
  });
});

describe('numberOf', () => {
  it('is no value for an empty field, and the number otherwise', () => {
    expect(numberOf('')).toBeNull();
    expect(numberOf('.')).toBeNull();
    expect(numberOf('12.')).toBe(12);
    expect(numberOf('0')).toBe(0);
  });
});
