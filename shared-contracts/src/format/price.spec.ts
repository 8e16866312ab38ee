import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatArea, formatDzd, formatPrice, formatPricePerSquareMetre, priceLabelParts, pricePerSquareMetre, toDzd } from './price.js';
import type { PriceUnit } from '../reference/price-units.js';

describe('toDzd', () => {
  it('multiplies by the unit, numeric strings included', () => {
    expect(toDzd('2500000.00', 'dzd')).toBe(2_500_000);
    expect(toDzd('2.5', 'million')).toBe(2_500_000);
    expect(toDzd(1.1, 'billion')).toBe(1_100_000_000);
    expect(toDzd('0.07', 'billion')).toBe(70_000_000);
    expect(toDzd(1500.5, 'dzd')).toBe(1500.5);
  });

  it('refuses what is not a price', () => {
    expect(() => toDzd('', 'dzd')).toThrow(RangeError);
    expect(() => toDzd('2,5', 'million')).toThrow('Not a price: 2,5');
    expect(() => toDzd(Number.NaN, 'dzd')).toThrow(RangeError);
    expect(() => toDzd('1', 'مليون' as PriceUnit)).toThrow(RangeError);
  });
});

describe('formatDzd', () => {
  it('groups thousands with Western digits in both languages', () => {
    expect(formatDzd(2_500_000, 'ar')).toBe('2,500,000 د.ج');
    expect(formatDzd('2500000.00', 'en')).toBe('2,500,000 DZD');
    expect(formatDzd('1500.50', 'en')).toBe('1,500.5 DZD');
    expect(formatDzd(0, 'ar')).toBe('0 د.ج');
  });
});

describe('formatPrice', () => {
  it('writes the price with its unit', () => {
    expect(formatPrice('2.50', 'million', 'ar')).toBe('2.5 مليون د.ج');
    expect(formatPrice(2.5, 'million', 'en')).toBe('2.5 million DZD');
    expect(formatPrice('1.2', 'billion', 'ar')).toBe('1.2 مليار د.ج');
    expect(formatPrice(1250, 'million', 'en')).toBe('1,250 million DZD');
    expect(formatPrice('750000.00', 'dzd', 'ar')).toBe('750,000 د.ج');
    expect(formatPrice(750_000, 'dzd', 'en')).toBe('750,000 DZD');
  });
});

describe('priceLabelParts', () => {
  it('adds the dinar figure for a price in millions', () => {
    expect(priceLabelParts('2.5', 'million', 'sale', 'ar')).toEqual({
      amount: '2.5 مليون د.ج',
      dzd: '2,500,000 د.ج',
      perMonth: false,
      negotiable: false,
    });
  });

  it('adds the dinar figure for a price in billions', () => {
    expect(priceLabelParts('1.25', 'billion', 'sale', 'en').dzd).toBe('1,250,000,000 DZD');
  });

  it('has no second figure for a dinar price, and flags rent and exchange', () => {
    expect(priceLabelParts('35000.00', 'dzd', 'rent', 'en')).toEqual({
      amount: '35,000 DZD',
      dzd: null,
      perMonth: true,
      negotiable: false,
    });
    expect(priceLabelParts(3, 'million', 'exchange', 'en')).toMatchObject({ perMonth: false, negotiable: true });
  });
});

describe('formatAmount', () => {
  it('groups thousands with Western digits, as prices do', () => {
    expect(formatAmount('2000000.00')).toBe('2,000,000');
    expect(formatAmount(95)).toBe('95');
    expect(formatAmount('120.50')).toBe('120.5');
  });
});

describe('pricePerSquareMetre', () => {
  it('divides the dinar price by the area, rounded to the dinar', () => {
    expect(pricePerSquareMetre('6500000.00', '95.00')).toBe(68_421);
    expect(pricePerSquareMetre(1_200_000_000, 2_000_000)).toBe(600);
  });

  it('is null without a usable area', () => {
    expect(pricePerSquareMetre('6500000.00', null)).toBeNull();
    expect(pricePerSquareMetre('6500000.00', '0.00')).toBeNull();
    expect(pricePerSquareMetre('6500000.00', '')).toBeNull();
    expect(pricePerSquareMetre('not a price', '95')).toBeNull();
  });
});

describe('formatPricePerSquareMetre', () => {
  it('writes dinars per square metre in each language', () => {
    expect(formatPricePerSquareMetre('6500000.00', '95.00', 'ar')).toBe('68,421 د.ج/م²');
    expect(formatPricePerSquareMetre('6500000.00', '95.00', 'en')).toBe('68,421 DZD/m²');
    expect(formatPricePerSquareMetre('6500000.00', null, 'en')).toBeNull();
  });
});

describe('formatArea', () => {
  it('groups thousands with Western digits in both languages, the unit after', () => {
    expect(formatArea('1250.00', 'ar')).toBe('1,250 م²');
    expect(formatArea('1250.00', 'en')).toBe('1,250 m²');
    expect(formatArea(20_000, 'en')).toBe('20,000 m²');
    expect(formatArea(1_250_000, 'ar')).toBe('1,250,000 م²');
  });

  it('leaves small areas as they are and keeps a fraction', () => {
    expect(formatArea('95.00', 'ar')).toBe('95 م²');
    expect(formatArea('95.50', 'en')).toBe('95.5 m²');
  });

  it('refuses what is not an area', () => {
    expect(() => formatArea('', 'en')).toThrow(RangeError);
  });
});
