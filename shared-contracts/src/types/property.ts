import type { Commune } from '../reference/communes.js';
import type { OwnershipDocument } from '../reference/ownership-documents.js';
import type { PriceUnit } from '../reference/price-units.js';
import type { PropertyType } from '../reference/property-types.js';
import type { Purpose } from '../reference/purposes.js';
import type { ListingLocation } from './listing-location.js';
import type { ContactMode } from './messages.js';
import type { DecimalString, Id, IsoDateString } from './scalars.js';

/**
 * A listing's state (docs/architecture.md §3): `active` is published, the only public one; `pending`
 * awaits an admin's approval; `paused` is hidden by its owner; `expired` was not renewed within 90
 * days; `sold` and `rented` are closed. Drafts are not listings yet (ListingDraft).
 */
export type PropertyStatus = 'active' | 'pending' | 'paused' | 'expired' | 'sold' | 'rented';
export const PROPERTY_STATUSES = ['active', 'pending', 'paused', 'expired', 'sold', 'rented'] as const satisfies readonly PropertyStatus[];

/** A published listing is public this long unless renewed. */
export const LISTING_LIFETIME_DAYS = 90;
/** Its owner is reminded this long before. */
export const EXPIRY_NOTICE_DAYS = 7;

export interface Coordinates {
  lat: number;
  lng: number;
}

/**
 * A listing as the API returns it. The English label of the commune comes from COMMUNES, so
 * The communeEn is not repeated here. Optional English texts are null when not entered;
 * callers fall back to the Arabic ones.
 */
export interface Property {
  id: Id;
  userId: Id;
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  /** As entered, in `priceUnit`. */
  price: DecimalString;
  priceUnit: PriceUnit;
  /** price × unit, kept by the server so that filters and sorting compare dinars (docs/architecture.md §4). */
  priceDzd: DecimalString;
  priceType: Purpose;
  propertyType: PropertyType;
  commune: Commune | null;
  address: string | null;
  addressEn: string | null;
  /** Square metres. */
  area: DecimalString | null;
  bedrooms: number | null;
  bathrooms: number | null;
  features: string[];
  featuresEn: string[];
  /** Image URLs, the featured one first. */
  images: string[];
  /** Video URLs; the detail page plays the first when it is a YouTube link. */
  videos: string[];
  virtualTour: string | null;
  /** Document URLs. */
  documents: string[];
  /** The title deed the owner states they hold; null when none is stated. */
  ownershipDocument: OwnershipDocument | null;
  /** Where it is shown; null when its owner placed no point (the commune's centre stands in, approximate: shownLocation). */
  location: ListingLocation | null;
  /** Whether "Show number" is offered beside messages (the number itself is never in a listing's JSON). */
  contactMode: ContactMode;
  /** Derived: published (status active), for the payloads. */
  isActive: boolean;
  isFeatured: boolean;
  status: PropertyStatus;
  /** When a published listing stops being public unless renewed; null when not published. */
  expiresAt: IsoDateString | null;
  viewCount: number;
  /** 0.00 to 5.00. */
  rating: DecimalString;
  ratingCount: number;
  createdAt: IsoDateString;
  updatedAt: IsoDateString;
}

/**
 * Who owns a listing (GET /api/properties/{id}). The number is not here, nor anywhere in a
 * page's HTML: POST /api/properties/{id}/phone reveals it on a click (OwnerPhone).
 */
export interface PropertyOwnerContact {
  firstName: string;
  lastName: string;
  /** The owner left a number and takes calls on this listing (contactMode phone_and_messages). */
  hasPhone: boolean;
}

/** GET /api/properties/{id}: the listing with its owner's public contact. */
export interface PropertyDetail extends Property {
  owner: PropertyOwnerContact;
}

/** What a listing's card shows and does (photo, title, price, facts, badges, Call and WhatsApp). */
export const PROPERTY_CARD_FIELDS = [
  'id',
  'userId',
  'title',
  'titleEn',
  'price',
  'priceUnit',
  'priceDzd',
  'priceType',
  'propertyType',
  'commune',
  'area',
  'bedrooms',
  'bathrooms',
  'images',
  'ownershipDocument',
  'isFeatured',
  'viewCount',
  'createdAt',
  'owner',
] as const satisfies readonly (keyof PropertyDetail)[];

/**
 * A listing in a list (GET /api/properties, similar listings): its card's fields, without the
 * long texts only its own page shows — a page of results weighs less than half as much.
 */
export type PropertyCard = Pick<PropertyDetail, (typeof PROPERTY_CARD_FIELDS)[number]>;
