import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PRICE_UNIT, DEFAULT_PURPOSE, type Property } from 'shared-contracts';
import { EMPTY_VALUES, formFieldOf, fromDraftForm, fromProperty, toDraftForm, withPlacement, type EditorValues } from './editor-values';

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

/** A form filled in full, as the API would give it back. */
const FILLED: EditorValues = {
  title: 'شقة F3 مشمسة',
  titleEn: 'Sunny F3 apartment',
  description: 'شقة في الطابق الثاني',
  descriptionEn: 'Second floor flat',
  price: 650,
  priceUnit: 'million',
  priceType: 'sale',
  propertyType: 'شقة',
  commune: 'الجلفة',
  address: 'حي 5 جويلية',
  addressEn: '5 July district',
  area: 95.5,
  bedrooms: 3,
  bathrooms: 1,
  features: ['مصعد', 'موقف'],
  featuresEn: ['Lift'],
  ownershipDocument: 'notarial-deed',
  youtube: VIDEO,
  isFeatured: true,
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  contactMode: 'messages_only',
  coordinates: { lat: 34.681234, lng: 3.250987 },
  locationExact: true,
};

describe('toDraftForm', () => {
  it('leaves out the required texts not yet written and sends the optional ones as null', () => {
    expect(toDraftForm(EMPTY_VALUES)).toEqual({
      title: undefined,
      titleEn: null,
      description: undefined,
      descriptionEn: null,
      price: undefined,
      priceUnit: DEFAULT_PRICE_UNIT,
      priceType: DEFAULT_PURPOSE,
      propertyType: undefined,
      commune: null,
      address: null,
      addressEn: null,
      area: null,
      bedrooms: null,
      bathrooms: null,
      features: [],
      featuresEn: [],
      ownershipDocument: null,
      isActive: true,
      isFeatured: false,
      images: [],
      videos: [],
      contactMode: 'phone_and_messages',
      coordinates: null,
      locationExact: false,
    });
  });

  it('trims the texts, drops blank feature tags and sends the YouTube link as a one-item list', () => {
    const form = toDraftForm({ ...EMPTY_VALUES, title: '  فيلا  ', titleEn: '   ', address: ' حي النصر ', features: [' مصعد ', '', '   '], youtube: `  ${VIDEO} ` });
    expect(form).toMatchObject({ title: 'فيلا', titleEn: null, address: 'حي النصر', features: ['مصعد'], videos: [VIDEO] });
  });

  it('keeps a price of zero (an exchange) rather than taking it for no price', () => {
    expect(toDraftForm({ ...EMPTY_VALUES, price: 0 }).price).toBe(0);
  });
});

describe('fromDraftForm', () => {
  it('opens an empty draft as the empty form', () => {
    expect(fromDraftForm({})).toEqual(EMPTY_VALUES);
  });

  it('gives back the form that was saved', () => {
    expect(fromDraftForm(toDraftForm(FILLED))).toEqual(FILLED);
  });

  it('opens a draft saved before the contact choice existed with phone and messages', () => {
    const { contactMode: _left, ...before } = toDraftForm(FILLED);
    expect(fromDraftForm(before).contactMode).toBe('phone_and_messages');
  });

  it('opens a draft saved before the map existed with no point, shown approximately', () => {
    const { coordinates: _point, locationExact: _exact, ...before } = toDraftForm(FILLED);
    expect(fromDraftForm(before)).toMatchObject({ coordinates: null, locationExact: false });
  });
});

describe('withPlacement: an edit never loses the owner’s point', () => {
  const PLACEMENT = { coordinates: { lat: 34.7, lng: 3.3 }, exact: false };

  it('takes the placement when the saved form holds no point of its own', () => {
    expect(withPlacement({ title: 'شقة' }, PLACEMENT)).toEqual({ title: 'شقة', coordinates: PLACEMENT.coordinates, locationExact: false });
  });

  it('keeps the form’s own point, and its removal (null)', () => {
    const moved = { coordinates: { lat: 34.71, lng: 3.31 }, locationExact: true };
    expect(withPlacement(moved, PLACEMENT)).toBe(moved);
    expect(withPlacement({ coordinates: null }, PLACEMENT)).toEqual({ coordinates: null });
  });

  it('leaves a new listing’s form as it is', () => {
    expect(withPlacement({ title: 'شقة' }, undefined)).toEqual({ title: 'شقة' });
  });
});

describe('fromProperty', () => {
  const property = {
    ...toDraftForm(FILLED),
    id: 42,
    price: '650.00',
    area: '95.50',
    videos: ['https://vimeo.com/1', VIDEO, 'https://youtu.be/aaaaaaaaaaa'],
    status: 'active',
    // Where it is shown: moved, since it is approximate. Never the owner's point.
    location: { lat: 34.683, lng: 3.2521, approximate: true },
    coordinates: undefined,
    locationExact: undefined,
  } as unknown as Property;
  const placement = { coordinates: FILLED.coordinates, exact: FILLED.locationExact };

  it('reads the decimal strings as numbers and keeps the first YouTube video only', () => {
    const values = fromProperty(property, placement);
    expect(values).toEqual(FILLED);
  });

  it('takes the owner’s point from the placement, never the shown location', () => {
    expect(fromProperty(property, { coordinates: { lat: 34.6, lng: 3.2 }, exact: false })).toMatchObject({ coordinates: { lat: 34.6, lng: 3.2 }, locationExact: false });
    expect(fromProperty(property, { coordinates: null, exact: false }).coordinates).toBeNull();
  });

  it('leaves the area and the video empty when the listing has none', () => {
    const values = fromProperty({ ...property, area: null, videos: ['https://vimeo.com/1'] }, placement);
    expect(values.area).toBeNull();
    expect(values.youtube).toBe('');
  });
});

describe('formFieldOf: where an API field’s error shows in the form', () => {
  it.each([
    ['title', 'title'],
    ['videos', 'youtube'],
    ['videos[0]', 'youtube'],
    ['features[2]', 'features'],
    ['images.0', 'images'],
    ['coordinates', 'coordinates'],
    ['coordinates.lat', 'coordinates'],
    ['form.coordinates', 'coordinates'],
    ['form.videos[0]', 'youtube'],
  ])('%s → %s', (apiField, field) => {
    expect(formFieldOf(apiField)).toBe(field);
  });
});
