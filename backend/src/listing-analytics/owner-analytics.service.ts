import { Injectable } from '@nestjs/common';
import { ANALYTICS_DAYS, LEAD_CHANNELS, listingQuality, type AnalyticsDay, type LeadCounts, type ListingFigures, type OwnerAnalytics } from 'shared-contracts';
import { DataSource } from 'typeorm';

const DAILY = `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(s.views), 0)::int AS views,
    coalesce(sum(s.calls + s.whatsapp + s.shares + s.saves), 0)::int AS leads
  FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($3::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
  LEFT JOIN listing_daily_stats s ON s.day = d.day::date AND s.property_id IN (SELECT id FROM properties WHERE user_id = $1 AND ($2::int IS NULL OR id = $2))
  GROUP BY d.day ORDER BY d.day`;

const PER_LISTING = `SELECT p.id, p.title, p.title_en AS "titleEn", p.status, p.images, p.videos, p.description, p.description_en AS "descriptionEn",
    p.area::text AS area, p.bedrooms, coalesce(sum(s.views), 0)::int AS views, coalesce(sum(s.calls), 0)::int AS call,
    coalesce(sum(s.whatsapp), 0)::int AS whatsapp, coalesce(sum(s.shares), 0)::int AS share, coalesce(sum(s.saves), 0)::int AS save
  FROM properties p LEFT JOIN listing_daily_stats s ON s.property_id = p.id AND s.day > (now() AT TIME ZONE 'UTC')::date - $3::int
  WHERE p.user_id = $1 AND ($2::int IS NULL OR p.id = $2)
  GROUP BY p.id ORDER BY p.created_at DESC, p.id DESC`;

type ListingRow = Omit<ListingFigures, 'leads' | 'quality'> &
  LeadCounts & { images: string[]; videos: string[]; description: string; descriptionEn: string | null; area: string | null; bedrooms: number | null };

const leadsOf = (row: LeadCounts): LeadCounts => Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, row[channel]])) as LeadCounts;

/** What an owner's listings brought over the last 30 days: views and leads by day and by channel, and how complete each is. */
@Injectable()
export class OwnerAnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Null when `propertyId` is not one of the owner's listings. */
  async of(ownerId: number, propertyId: number | null): Promise<OwnerAnalytics | null> {
    const params = [ownerId, propertyId, ANALYTICS_DAYS];
    const [daily, rows] = await Promise.all([this.dataSource.query<AnalyticsDay[]>(DAILY, params), this.dataSource.query<ListingRow[]>(PER_LISTING, params)]);
    if (propertyId !== null && rows.length === 0) return null;
    const listings: ListingFigures[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      titleEn: row.titleEn,
      status: row.status,
      views: row.views,
      leads: leadsOf(row),
      quality: listingQuality(row),
    }));
    const leads = Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, listings.reduce((sum, listing) => sum + listing.leads[channel], 0)])) as LeadCounts;
    return { daily, totals: { views: listings.reduce((sum, listing) => sum + listing.views, 0), leads }, listings };
  }
}
