import { toDzd, type PriceUnit } from 'shared-contracts';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { CreatePropertyDto } from './dto/create-property.dto.js';
import type { PropertyEntity } from './property.entity.js';
import { searchTextOf } from './search/search-text.js';

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

/** Every writable column, with the two derived ones computed from the rest. */
export function columnsOf(fields: PropertyFields): Partial<PropertyEntity> {
  const decimal = (value: number | string) => (typeof value === 'number' ? value.toFixed(2) : value);
  return {
    ...fields,
    price: decimal(fields.price),
    area: fields.area === null ? null : decimal(fields.area),
    priceDzd: priceDzdOf(fields.price, fields.priceUnit),
    searchText: searchTextOf(fields),
  };
}

/** The stored listing as fields, for a PATCH to lay its changes over. */
export function fieldsOf(entity: PropertyEntity): PropertyFields {
  const { title, titleEn, description, descriptionEn, price, priceUnit, priceType, propertyType, commune, address, addressEn } = entity;
  const { area, bedrooms, bathrooms, features, featuresEn, ownershipDocument, isActive, isFeatured, images, videos } = entity;
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
    images,
    videos,
  };
}
