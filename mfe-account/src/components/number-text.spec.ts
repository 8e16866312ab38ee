import { describe, expect, it } from '@jest/globals';
import { numberOf, numberText } from './number-text';

describe('numberText', () => {
  it('shows Arabic-Indic and Persian digits as the digits they are, with the separators typed', () => {
    expect(numberText('١٢٠')).toBe('120');
    expect(numberText('۶۵۰۰۰۰۰')).toBe('6500000');
    expect(numberText('٦٬٥٠٠٬٠٠٠')).toBe('6٬500٬000');
  });

  it('keeps nothing else', () => {
    expect(numberText('12 0m²')).toBe('120');
    expect(numberText('abc')).toBe('');
  });
});

describe('numberOf', () => {
  it('drops thousands separators: a price typed as it is printed keeps its size', () => {
    expect(numberOf('6,500,000')).toBe(6_500_000);
    expect(numberOf('1,200')).toBe(1200);
    expect(numberOf('6٬500٬000')).toBe(6_500_000);
    expect(numberOf('1,250.5')).toBe(1250.5);
  });

  it('reads a point, an Arabic decimal separator or a lone comma before one or two digits as the decimal point', () => {
    expect(numberOf('2.5')).toBe(2.5);
    expect(numberOf('2٫5')).toBe(2.5);
    expect(numberOf('2,5')).toBe(2.5);
    expect(numberOf('.5')).toBe(0.5);
  });

  it('keeps no fraction in a whole number', () => {
    expect(numberOf('3.5', true)).toBe(3);
    expect(numberOf('2,5', true)).toBe(2);
  });

  it('is no value for an empty field', () => {
    expect(numberOf('')).toBeNull();
    expect(numberOf('.')).toBeNull();
    expect(numberOf('12.')).toBe(12);
    expect(numberOf('0')).toBe(0);
  });
});
