import { sql, type InferResult, type Insertable, type Updateable } from 'kysely';
import { toDzd, type Commune, type ContactMode, type OwnershipDocument, type PriceUnit, type PropertyStatus, type PropertyType, type Purpose } from 'shared-contracts';
import { db } from '../common/sql/kysely.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { Properties } from '../database/schema.js';
import type { CreatePropertyDto } from './dto/create-property.dto.js';
import { searchTextOf } from './search/search-text.js';
import { locationColumns, type StoredLocation } from './listing-location.js';

/** A quadrillion dinars: beyond any real price, and below where doubles stop counting centimes. */
export const MAX_PRICE_DZD = 1e15;

/** The payload's fields as columns (price and area as the decimal strings the database returns). */
export type PropertyFields = Omit<CreatePropertyDto, 'price' | 'area'> & { price: number | string; area: number | string | null };

/** price × unit, checked against MAX_PRICE_DZD: "9,999 billion" fits the price column yet means nothing. */
export function priceDzdOf(price: number | string, unit: PriceUnit): string {
  const dzd = toDzd(price, unit);
  if (dzd > MAX_PRICE_DZD) throw validationFailed([{ field: 'price', code: 'invalid' }], 'price × unit must be at most 10^15 DZD.');
  return dzd.toFixed(2);
}

/** The columns the fields fill: all but the owner's, which a write adds. */
export type PropertyColumns = Omit<Insertable<Properties>, 'user_id'>;

/**
 * Every writable column, with the derived ones computed from the rest (the shown point from the
 * owner's and, kept when unmoved, the one shown `before`). The jsonb lists go as JSON text:
 * node-postgres would send a JS array as a Postgres array literal.
 */
export function columnsOf(fields: PropertyFields, before?: StoredLocation): PropertyColumns {
  const decimal = (value: number | string) => (typeof value === 'number' ? value.toFixed(2) : value);
  return {
    title: fields.title,
    title_en: fields.titleEn,
    description: fields.description,
    description_en: fields.descriptionEn,
    price: decimal(fields.price),
    price_unit: fields.priceUnit,
    price_dzd: priceDzdOf(fields.price, fields.priceUnit),
    price_type: fields.priceType,
    property_type: fields.propertyType,
    commune: fields.commune,
    address: fields.address,
    address_en: fields.addressEn,
    area: fields.area === null ? null : decimal(fields.area),
    bedrooms: fields.bedrooms,
    bathrooms: fields.bathrooms,
    features: JSON.stringify(fields.features),
    features_en: JSON.stringify(fields.featuresEn),
    ownership_document: fields.ownershipDocument,
    is_active: fields.isActive,
    is_featured: fields.isFeatured,
    contact_mode: fields.contactMode,
    images: JSON.stringify(fields.images),
    videos: JSON.stringify(fields.videos),
    search_text: searchTextOf(fields),
    ...locationColumns(fields, before),
  };
}

/** A stored listing as its writes read it: its fields under the payload's names, with its owner and state. */
export const storedListing = (id: number) =>
  db
    .selectFrom('properties')
    .select([
      'id',
      'user_id as userId',
      'status',
      'title',
      'title_en as titleEn',
      'description',
      'description_en as descriptionEn',
      'price',
      'price_unit as priceUnit',
      'price_type as priceType',
      'property_type as propertyType',
      'commune',
      'address',
      'address_en as addressEn',
      'area',
      'bedrooms',
      'bathrooms',
      'features',
      'features_en as featuresEn',
      'ownership_document as ownershipDocument',
      'is_active as isActive',
      'is_featured as isFeatured',
      'contact_mode as contactMode',
      'images',
      'videos',
      'coordinates',
      'location_exact as locationExact',
      'shown_lat as shownLat',
      'shown_lng as shownLng',
      'published_at as publishedAt',
      'expires_at as expiresAt',
      'expiry_notice_sent_at as expiryNoticeSentAt',
    ])
    .where('id', '=', id)
    .$narrowType<{
      status: PropertyStatus;
      priceUnit: PriceUnit;
      priceType: Purpose;
      propertyType: PropertyType;
      commune: Commune | null;
      ownershipDocument: OwnershipDocument | null;
      contactMode: ContactMode;
      features: string[];
      featuresEn: string[];
      images: string[];
      videos: string[];
      // A literal type: an interface has no index signature, which narrowing Json needs.
      coordinates: { lat: number; lng: number } | null;
    }>();

export type StoredListing = InferResult<ReturnType<typeof storedListing>>[number];

/** A change of one listing: the database sets updated_at on insert only, so each change sets it here. */
export const listingUpdate = (id: number, columns: Updateable<Properties>) =>
  db
    .updateTable('properties')
    .set({ ...columns, updated_at: sql`now()` })
    .where('id', '=', id);

/** The stored listing as fields, for a PATCH to lay its changes over. */
export function fieldsOf(listing: StoredListing): PropertyFields {
  const { title, titleEn, description, descriptionEn, price, priceUnit, priceType, propertyType, commune, address, addressEn } = listing;
  const { area, bedrooms, bathrooms, features, featuresEn, ownershipDocument, isActive, isFeatured, contactMode, images, videos, coordinates, locationExact } = listing;
  return {
    title,
    titleEn,
    description,
    descriptionEn,
    price,
    priceUnit,
    priceType,
    propertyType,
    commune,
    address,
    addressEn,
    area,
    bedrooms,
    bathrooms,
    features,
    featuresEn,
    ownershipDocument,
    isActive,
    isFeatured,
    contactMode,
    images,
    videos,
    coordinates,
    locationExact,
  };
}
