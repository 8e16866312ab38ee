import { Injectable } from '@nestjs/common';
import { ANALYTICS_DAYS, LEAD_CHANNELS, listingQuality, type LeadCounts, type ListingFigures, type OwnerAnalytics, type PropertyStatus } from 'shared-contracts';
import { sql, type Expression } from 'kysely';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';

const today = sql<Date>`(now() AT TIME ZONE 'UTC')::date`;

/** A sum of daily figures, 0 for none. */
const sumOf = (figures: Expression<number | null>) => sql<number>`coalesce(sum(${figures}), 0)::int`;

/** The owner's listings, or the one asked for when it is theirs. */
const listingsOf = (ownerId: number, propertyId: number | null) => {
  const listings = db.selectFrom('properties as p').where('p.user_id', '=', ownerId);
  return propertyId === null ? listings : listings.where('p.id', '=', propertyId);
};

const daily = (ownerId: number, propertyId: number | null) =>
  db
    .selectFrom(sql<{ day: Date }>`generate_series(${today} - ${sql.lit(ANALYTICS_DAYS - 1)}, ${today}, interval '1 day')`.as<'d'>(sql`d(day)`))
    .leftJoin('listing_daily_stats as s', (join) =>
      join.on((eb) => eb('s.day', '=', eb.cast<Date>('d.day', 'date'))).on('s.property_id', 'in', listingsOf(ownerId, propertyId).select('p.id')),
    )
    .select((eb) => [
      sql<string>`to_char(${eb.ref('d.day')}, 'YYYY-MM-DD')`.as('day'),
      sumOf(eb.ref('s.views')).as('views'),
      sumOf(sql<number | null>`${eb.ref('s.calls')} + ${eb.ref('s.whatsapp')} + ${eb.ref('s.shares')} + ${eb.ref('s.saves')} + ${eb.ref('s.phones')} + ${eb.ref('s.messages')}`).as(
        'leads',
      ),
    ])
    .groupBy('d.day')
    .orderBy('d.day');

const perListing = (ownerId: number, propertyId: number | null) =>
  listingsOf(ownerId, propertyId)
    .leftJoin('listing_daily_stats as s', (join) => join.onRef('s.property_id', '=', 'p.id').on('s.day', '>', sql<Date>`${today} - ${sql.lit(ANALYTICS_DAYS)}`))
    .select((eb) => [
      'p.id',
      'p.title',
      'p.title_en as titleEn',
      'p.status',
      'p.images',
      'p.videos',
      'p.description',
      'p.description_en as descriptionEn',
      eb.cast<string | null>('p.area', 'text').as('area'),
      'p.bedrooms',
      sumOf(eb.ref('s.views')).as('views'),
      sumOf(eb.ref('s.calls')).as('call'),
      sumOf(eb.ref('s.whatsapp')).as('whatsapp'),
      sumOf(eb.ref('s.shares')).as('share'),
      sumOf(eb.ref('s.saves')).as('save'),
      sumOf(eb.ref('s.phones')).as('phone'),
      sumOf(eb.ref('s.messages')).as('message'),
    ])
    .groupBy('p.id')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    // The status is one of the states (a constraint); photos and videos are JSON lists of paths.
    .$narrowType<{ status: PropertyStatus; images: string[]; videos: string[] }>();

const leadsOf = (row: LeadCounts): LeadCounts => Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, row[channel]])) as LeadCounts;

/** What an owner's listings brought over the last 30 days: views and leads by day and by channel, and how complete each is. */
@Injectable()
export class OwnerAnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Null when `propertyId` is not one of the owner's listings. */
  async of(ownerId: number, propertyId: number | null): Promise<OwnerAnalytics | null> {
    const [days, rows] = await Promise.all([rowsOf(this.dataSource, daily(ownerId, propertyId)), rowsOf(this.dataSource, perListing(ownerId, propertyId))]);
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
    return { daily: days, totals: { views: listings.reduce((sum, listing) => sum + listing.views, 0), leads }, listings };
  }
}
