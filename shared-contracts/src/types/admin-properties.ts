import type { Commune } from '../reference/communes.js';
import type { ListingReportReason } from '../reference/listing-reports.js';
import type { PriceUnit } from '../reference/price-units.js';
import type { PropertyType } from '../reference/property-types.js';
import type { Purpose } from '../reference/purposes.js';
import type { Id } from './scalars.js';
import type { PropertyStatus } from './property.js';

/** GET /api/admin/properties: a listing as the back-office's table and queue show it. */
export interface AdminProperty {
  id: Id;
  title: string;
  titleEn: string | null;
  propertyType: PropertyType;
  priceType: Purpose;
  price: number;
  priceUnit: PriceUnit;
  commune: Commune | null;
  status: PropertyStatus;
  isFeatured: boolean;
  /** Every photo: the queue shows them as the evidence. */
  images: string[];
  viewCount: number;
  createdAt: string;
  owner: { id: Id; username: string; email: string; firstName: string; lastName: string };
}

export const ADMIN_PROPERTY_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'views'] as const;
export type AdminPropertySort = (typeof ADMIN_PROPERTY_SORTS)[number];

/** What an admin may turn a listing into by hand (pending → active is the approval). */
export const ADMIN_SETTABLE_STATUSES = ['active', 'paused', 'sold', 'rented'] as const satisfies readonly PropertyStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/** POST /api/admin/properties/bulk: one action on up to 100 selected listings. */
export const ADMIN_PROPERTY_ACTIONS = ['feature', 'unfeature', 'publish', 'pause', 'delete'] as const;
export type AdminPropertyAction = (typeof ADMIN_PROPERTY_ACTIONS)[number];
export const MAX_BULK_IDS = 100;

export interface AdminPropertyBulk {
  ids: Id[];
  action: AdminPropertyAction;
}

/** POST /api/admin/properties/bulk: how many listings changed, and those that could not (gone meanwhile, closed). */
export interface AdminBulkResult {
  changed: number;
  skipped: Id[];
}

/** A refusal from the moderation queue: the reason is mailed to the member. */
export interface ModerationRejection {
  reason: string;
}

/** PUT /api/admin/forum/pending/{topics|replies}/{id}: publish, or refuse (the reason, if any, mailed to the author). */
export interface PostDecision {
  approve: boolean;
  reason?: string;
}

/** GET /api/admin/moderation: what waits in each queue (the tab's count badge is the sum). */
export interface ModerationCounts {
  listings: number;
  listingReports: number;
  forumReports: number;
  forumPosts: number;
  comments: number;
  advisors: number;
  payments: number;
  conversationReports: number;
}

/** The back-office's CSV exports: each table as it is filtered on screen (the same query parameters). */
export const EXPORT_TABLES = {
  users: '/api/admin/users/export',
  properties: '/api/admin/properties/export',
  payments: '/api/admin/payments/export',
  messages: '/api/admin/contact-messages/export',
} as const;
export type ExportTable = keyof typeof EXPORT_TABLES;

/** POST /api/properties/{id}/report (signed in, once per member and listing). */
export interface ListingReportPayload {
  reason: ListingReportReason;
  details?: string;
}

/** GET /api/admin/moderation/listing-reports: open reports first, with the listing as the evidence. */
export interface ListingReport {
  id: Id;
  reason: ListingReportReason;
  details: string | null;
  reporterName: string;
  status: 'open' | 'dismissed' | 'paused';
  createdAt: string;
  listing: { id: Id; title: string; status: PropertyStatus; images: string[]; ownerUsername: string };
}

/** PUT /api/admin/moderation/listing-reports/{id}: dismissed, or the listing paused (its owner mailed the reason). */
export interface ListingReportResolution {
  resolution: 'dismissed' | 'paused';
}
