import { PROPERTY_CARD_FIELDS, type Property } from 'shared-contracts';
import { iso } from '../common/sql/json-text.js';

const list = (column: string) => `CASE jsonb_typeof(${column}) WHEN 'array' THEN ${column} ELSE '[]'::jsonb END`;

/** Every field of Property and its SQL on the alias `p`: the mapped type makes both lists the same. */
const FIELDS: { [K in keyof Property]-?: (p: string) => string } = {
  id: (p) => `${p}.id`,
  userId: (p) => `${p}.user_id`,
  title: (p) => `${p}.title`,
  titleEn: (p) => `${p}.title_en`,
  description: (p) => `${p}.description`,
  descriptionEn: (p) => `${p}.description_en`,
  // Decimals as numeric strings, exactly as the driver hands them over ("6500000.00").
  price: (p) => `${p}.price::text`,
  priceUnit: (p) => `${p}.price_unit`,
  priceDzd: (p) => `${p}.price_dzd::text`,
  priceType: (p) => `${p}.price_type`,
  propertyType: (p) => `${p}.property_type`,
  commune: (p) => `${p}.commune`,
  address: (p) => `${p}.address`,
  addressEn: (p) => `${p}.address_en`,
  area: (p) => `${p}.area::text`,
  bedrooms: (p) => `${p}.bedrooms`,
  bathrooms: (p) => `${p}.bathrooms`,
  features: (p) => list(`${p}.features`),
  featuresEn: (p) => list(`${p}.features_en`),
  images: (p) => list(`${p}.images`),
  videos: (p) => list(`${p}.videos`),
  virtualTour: (p) => `${p}.virtual_tour`,
  documents: (p) => list(`${p}.documents`),
  ownershipDocument: (p) => `${p}.ownership_document`,
  // The shown point only: an approximate listing's exact one is its owner's (GET …/placement).
  location: (p) => `CASE WHEN ${p}.shown_lat IS NULL THEN NULL ELSE json_build_object('lat', ${p}.shown_lat, 'lng', ${p}.shown_lng, 'approximate', NOT ${p}.location_exact) END`,
  contactMode: (p) => `${p}.contact_mode`,
  isActive: (p) => `${p}.is_active`,
  isFeatured: (p) => `${p}.is_featured`,
  status: (p) => `${p}.status`,
  expiresAt: (p) => `CASE WHEN ${p}.expires_at IS NULL THEN NULL ELSE ${iso(`${p}.expires_at`)} END`,
  viewCount: (p) => `${p}.view_count`,
  rating: (p) => `${p}.rating::text`,
  ratingCount: (p) => `${p}.rating_count`,
  createdAt: (p) => iso(`${p}.created_at`),
  updatedAt: (p) => iso(`${p}.updated_at`),
};

const object = (pairs: [string, string][]) => `json_build_object(${pairs.map(([key, sql]) => `'${key}', ${sql}`).join(', ')})`;
const propertyPairs = (p: string): [string, string][] => Object.entries(FIELDS).map(([key, sql]) => [key, sql(p)]);

/** Who owns the listing `p` (users aliased `u`): never their number, only whether "Show number" can reveal it (PhoneReveals). */
const ownerObject = (p: string, u: string): string =>
  object([
    ['firstName', `${u}.first_name`],
    ['lastName', `${u}.last_name`],
    ['hasPhone', `(${p}.contact_mode = 'phone_and_messages' AND coalesce(${u}.phone, '') <> '')`],
  ]);

/** SQL of a listing's Property JSON as text; search_text is not part of it. */
export const propertyJson = (p: string): string => `${object(propertyPairs(p))}::text`;

/** SQL of PropertyDetail: the listing and its owner's contact (users aliased `u`). */
export const propertyDetailJson = (p: string, u: string): string => `${object([...propertyPairs(p), ['owner', ownerObject(p, u)]])}::text`;

/** SQL of PropertyCard: what a list shows of a listing, and its owner's contact (users aliased `u`). */
export const propertyCardJson = (p: string, u: string): string =>
  `${object([...PROPERTY_CARD_FIELDS.filter((key) => key !== 'owner').map((key): [string, string] => [key, FIELDS[key](p)]), ['owner', ownerObject(p, u)]])}::text`;
