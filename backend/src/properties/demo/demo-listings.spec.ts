import { describe, expect, it } from '@jest/globals';
import { COMMUNES, PROPERTY_TYPES, toDzd } from 'shared-contracts';
import { DEMO_LISTINGS } from './demo-listings.js';

describe('DEMO_LISTINGS', () => {
  it('cover every commune, type, purpose and unit, in both languages', () => {
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.commune)).size).toBe(COMMUNES.length);
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.propertyType)).size).toBe(PROPERTY_TYPES.length);
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.priceType))).toEqual(new Set(['sale', 'rent', 'exchange']));
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.priceUnit))).toEqual(new Set(['dzd', 'million', 'billion']));
    expect(DEMO_LISTINGS.every((listing) => listing.title && listing.titleEn && listing.description && listing.descriptionEn)).toBe(true);
  });

  it('price rents by the month in dinars and sales as owners quote them', () => {
    const rents = DEMO_LISTINGS.filter((listing) => listing.priceType === 'rent');
    expect(rents.every((listing) => listing.priceUnit === 'dzd' && listing.price >= 10_000 && listing.price <= 100_000)).toBe(true);
    const apartments = DEMO_LISTINGS.filter((listing) => listing.propertyType === 'شقة' && listing.priceType === 'sale');
    expect(apartments.every((listing) => toDzd(listing.price, listing.priceUnit) > 3_000_000)).toBe(true);
  });

  it('hold a villa in Djelfa, F2 to F4 apartments, and photos from one to four', () => {
    expect(DEMO_LISTINGS.some((listing) => listing.propertyType === 'فيلا' && listing.commune === 'الجلفة')).toBe(true);
    const rooms = DEMO_LISTINGS.filter((listing) => listing.propertyType === 'شقة').map((listing) => /F(\d)/.exec(listing.title)?.[1]);
    expect(new Set(rooms)).toEqual(new Set(['2', '3', '4']));
    expect(DEMO_LISTINGS.every((listing) => listing.photos >= 1 && listing.photos <= 4)).toBe(true);
  });
});
