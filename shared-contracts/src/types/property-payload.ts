import type { Commune } from '../reference/communes.js';
import type { ContactMode } from './messages.js';
import type { Coordinates } from './property.js';
import type { OwnershipDocument } from '../reference/ownership-documents.js';
import type { PriceUnit } from '../reference/price-units.js';
import type { PropertyType } from '../reference/property-types.js';
import type { Purpose } from '../reference/purposes.js';

/**
 * POST /api/properties. Numbers go in as JSON numbers, which a validator can range
 * check; they come back as decimal strings. Empty optional text is sent as null and feature
 * lists are already split on commas. The owner, counters, rating and status are
 * the server's to set, so they are not part of the payload.
 */
export interface PropertyCreatePayload {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  price: number;
  priceUnit: PriceUnit;
  priceType: Purpose;
  propertyType: PropertyType;
  commune: Commune | null;
  address: string | null;
  addressEn: string | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  features: string[];
  featuresEn: string[];
  /** Optional (left out: none stated). */
  ownershipDocument?: OwnershipDocument | null;
  isActive: boolean;
  isFeatured: boolean;
  /** Optional (left out: phone_and_messages). */
  contactMode?: ContactMode;
  /** The featured image first. */
  images?: string[];
  /** The form's one YouTube link, as a one-item list. */
  videos?: string[];
  /** The owner's point, inside the wilaya (left out: kept; null: none). */
  coordinates?: Coordinates | null;
  /** Show the point as it is (left out: kept; a new listing's is approximate). */
  locationExact?: boolean;
}

/** PATCH /api/properties/{id}: the form sends the whole payload, but PATCH may send a part. */
export type PropertyUpdatePayload = Partial<PropertyCreatePayload>;

/** What the editor autosaves: the form as far as it is filled (only its shape is checked). */
export type ListingDraftForm = Partial<PropertyCreatePayload>;

/** A member whose listing an admin writes: named in the editor and in the admin's drafts. */
export interface DraftOwner {
  id: number;
  username: string;
  name: string;
}

/**
 * POST /api/user/drafts: a new listing's draft, or (propertyId) unsaved changes to one. An admin
 * writes a new listing for a member with `ownerId` (403 for anyone else; 404 for no such member).
 */
export interface ListingDraftCreatePayload {
  form: ListingDraftForm;
  propertyId?: number | null;
  ownerId?: number;
}

/** GET /api/user/drafts: a listing being written, or unsaved changes to one (propertyId). */
export interface ListingDraft {
  id: number;
  propertyId: number | null;
  /** Whose listing it is for, when not the drafter's own (an admin's work for a member). */
  forOwner: DraftOwner | null;
  form: ListingDraftForm;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/properties/{id}/state: what an owner may turn a listing into. */
export interface ListingStateChange {
  to: 'active' | 'paused' | 'sold' | 'rented';
}

/** The most drafts an account keeps. */
export const MAX_DRAFTS = 20;
