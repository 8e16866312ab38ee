import type { ListingQuality } from '../listing/quality.js';
import type { Id } from './scalars.js';
import type { PropertyStatus } from './property.js';

/** What the marketplace's buttons report themselves (POST /api/listing-events). */
export const REPORTED_LEAD_CHANNELS = ['call', 'whatsapp', 'share', 'save'] as const;
export type ReportedLeadChannel = (typeof REPORTED_LEAD_CHANNELS)[number];

/**
 * How a visitor reached for an owner from a listing: each a lead in the owner's analytics. The
 * server counts `phone` (a number revealed) and `message` (a conversation started) itself.
 */
export const LEAD_CHANNELS = [...REPORTED_LEAD_CHANNELS, 'phone', 'message'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** POST /api/listing-events: what the marketplace's contact buttons report, a batch at a time. */
export interface ListingEvent {
  propertyId: Id;
  kind: ReportedLeadChannel;
}
export interface ListingEventBatch {
  events: ListingEvent[];
}
/** The most events one batch carries. */
export const MAX_EVENTS_PER_BATCH = 50;

export type LeadCounts = Record<LeadChannel, number>;

/** Every lead of a listing (or of all of them), whatever the channel. */
export const totalLeads = (leads: LeadCounts): number => LEAD_CHANNELS.reduce((sum, channel) => sum + leads[channel], 0);

/** One day of the chart (YYYY-MM-DD, UTC). */
export interface AnalyticsDay {
  day: string;
  views: number;
  leads: number;
}

export interface ListingFigures {
  id: Id;
  title: string;
  titleEn: string | null;
  status: PropertyStatus;
  /** Views over the period (the listing's all-time count is its viewCount). */
  views: number;
  leads: LeadCounts;
  quality: ListingQuality;
}

/** GET /api/user/analytics (?propertyId= for one listing): the last ANALYTICS_DAYS days. */
export interface OwnerAnalytics {
  daily: AnalyticsDay[];
  totals: { views: number; leads: LeadCounts };
  listings: ListingFigures[];
}
export const ANALYTICS_DAYS = 30;
