import {
  COMMUNES,
  COMMUNE_CENTRES,
  PROPERTY_TYPES,
  type Commune,
  type Coordinates,
  type OwnershipDocument,
  type PriceUnit,
  type PropertyStatus,
  type PropertyType,
  type Purpose,
} from 'shared-contracts';
import { LISTING_TEXTS, type ListingText } from './listing-texts.js';

export interface DemoListing extends ListingText {
  commune: Commune;
  propertyType: PropertyType;
  priceType: Purpose;
  price: number;
  priceUnit: PriceUnit;
  address: string;
  addressEn: string;
  ownershipDocument: OwnershipDocument | null;
  byAdmin: boolean;
  isFeatured: boolean;
  isActive: boolean;
  status: PropertyStatus;
  videos: string[];
  /** How many photos, 1 to 4. */
  photos: number;
  /** Within 1.5 km of the commune's centre; a few have none (shown at the centre, approximate). */
  coordinates: Coordinates | null;
  locationExact: boolean;
}

/** The i-th listing's point: the commune's centre moved by up to about 1.5 km, the same at every seed. */
function demoPoint(i: number, commune: Commune): Coordinates | null {
  if (i % 5 === 4) return null;
  const centre = COMMUNE_CENTRES[commune];
  const step = (n: number) => (((i * n) % 27) - 13) / 1000;
  return { lat: Number((centre.lat + step(7)).toFixed(5)), lng: Number((centre.lng + step(11)).toFixed(5)) };
}

/** What each type is offered for, and its price for each: sale prices in million DZD, rents in DZD a month. */
const OFFERS: Record<PropertyType, [Purpose, number, PriceUnit][]> = {
  شقة: [
    ['sale', 6.8, 'million'],
    ['rent', 25_000, 'dzd'],
    ['exchange', 7.2, 'million'],
  ],
  فيلا: [
    ['sale', 28.5, 'million'],
    ['exchange', 32, 'million'],
  ],
  منزل: [
    ['sale', 12, 'million'],
    ['rent', 30_000, 'dzd'],
    ['exchange', 11.5, 'million'],
  ],
  أرض: [
    ['sale', 3.2, 'million'],
    ['exchange', 4, 'million'],
  ],
  'أرض فلاحية': [
    ['sale', 15, 'million'],
    ['sale', 1.2, 'billion'],
  ],
  بنغالو: [
    ['rent', 22_000, 'dzd'],
    ['sale', 8, 'million'],
  ],
  'محل تجاري': [
    ['rent', 40_000, 'dzd'],
    ['sale', 9.5, 'million'],
  ],
  مستودع: [
    ['rent', 80_000, 'dzd'],
    ['sale', 25, 'million'],
  ],
  مكتب: [
    ['rent', 35_000, 'dzd'],
    ['sale', 7.5, 'million'],
  ],
};

const DISTRICTS = [
  ['وسط المدينة', 'Town centre'],
  ['حي 5 جويلية', '5 July district'],
  ['حي المستقبل', 'El Moustakbal district'],
  ['طريق الأغواط', 'Laghouat road'],
  ['حي 100 مسكن', '100 Homes estate'],
  ['الحي الجديد', 'New district'],
] as const;

/** Most owners state a deed; a few land plots hold an allotment decision; some say nothing. */
const DOCUMENTS: (OwnershipDocument | null)[] = ['notarial-deed', 'land-registry-booklet', null, 'notarial-deed', 'administrative-decision'];

/** Made-up video ids: the virtual-tour card only needs a well-formed YouTube link. */
const VIDEO_IDS = ['Djf8aT3kQ1w', 'Hb2xLm9Pq4s', 'Vq7RtE5nW2c', 'Zk4MpL8sY6d'];

/** After one listing in each commune, more in the town of Djelfa, where most of the market is. */
const MORE_IN_DJELFA: PropertyType[] = ['فيلا', 'شقة', 'منزل', 'محل تجاري'];

/** 40 listings: every commune, every type, every purpose; a few featured, one sold, one inactive. */
export const DEMO_LISTINGS: DemoListing[] = Array.from({ length: COMMUNES.length + MORE_IN_DJELFA.length }, (_, i) => {
  const more = i - COMMUNES.length;
  const commune = COMMUNES[more < 0 ? i : 0];
  const propertyType = more < 0 ? PROPERTY_TYPES[i % PROPERTY_TYPES.length].value : MORE_IN_DJELFA[more];
  const variant = more < 0 ? Math.floor(i / PROPERTY_TYPES.length) : more;
  const [priceType, price, priceUnit] = OFFERS[propertyType][variant % OFFERS[propertyType].length];
  const [district, districtEn] = DISTRICTS[i % DISTRICTS.length];
  const text = LISTING_TEXTS[propertyType](variant, commune);
  return {
    ...text,
    area: priceUnit === 'billion' ? 2_000_000 : text.area,
    commune: commune.value,
    propertyType,
    priceType,
    price: priceUnit === 'dzd' ? price : price + (i % 5) / 10,
    priceUnit,
    address: `${district}، ${commune.ar}`,
    addressEn: `${districtEn}, ${commune.en}`,
    ownershipDocument: DOCUMENTS[i % DOCUMENTS.length],
    byAdmin: i % 8 === 7,
    isFeatured: i % 7 === 0,
    isActive: i < 38,
    status: i === 38 ? 'sold' : i === 39 ? 'paused' : 'active',
    videos: i % 10 === 3 ? [`https://www.youtube.com/watch?v=${VIDEO_IDS[i % VIDEO_IDS.length]}`] : [],
    photos: 1 + (i % 4),
    coordinates: demoPoint(i, commune.value),
    locationExact: i % 3 === 0,
  };
});
