import { Injectable } from '@nestjs/common';
import type { LeadChannel, ListingEvent } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';

// Each kind's column in listing_daily_stats.
const ROLL_UP = db
  .with('taken', (qb) => qb.deleteFrom('listing_events').returning(['property_id', 'kind', sql<Date>`(at AT TIME ZONE 'UTC')::date`.as('day')]))
  .insertInto('listing_daily_stats')
  .columns(['property_id', 'day', 'views', 'calls', 'whatsapp', 'shares', 'saves', 'phones', 'messages'])
  .expression((qb) =>
    qb
      .selectFrom('taken')
      .select((eb) => [
        'property_id',
        'day',
        eb.fn.countAll<number>().filterWhere('kind', '=', 'view').as('views'),
        eb.fn.countAll<number>().filterWhere('kind', '=', 'call').as('calls'),
        eb.fn.countAll<number>().filterWhere('kind', '=', 'whatsapp').as('whatsapp'),
        eb.fn.countAll<number>().filterWhere('kind', '=', 'share').as('shares'),
        eb.fn.countAll<number>().filterWhere('kind', '=', 'save').as('saves'),
        eb.fn.countAll<number>().filterWhere('kind', '=', 'phone').as('phones'),
        eb.fn.countAll<number>().filterWhere('kind', '=', 'message').as('messages'),
      ])
      .groupBy(['property_id', 'day']),
  )
  .onConflict((conflict) =>
    conflict.columns(['property_id', 'day']).doUpdateSet((eb) => ({
      views: eb('listing_daily_stats.views', '+', eb.ref('excluded.views')),
      calls: eb('listing_daily_stats.calls', '+', eb.ref('excluded.calls')),
      whatsapp: eb('listing_daily_stats.whatsapp', '+', eb.ref('excluded.whatsapp')),
      shares: eb('listing_daily_stats.shares', '+', eb.ref('excluded.shares')),
      saves: eb('listing_daily_stats.saves', '+', eb.ref('excluded.saves')),
      phones: eb('listing_daily_stats.phones', '+', eb.ref('excluded.phones')),
      messages: eb('listing_daily_stats.messages', '+', eb.ref('excluded.messages')),
    })),
  );

/** The log of what visitors do with listings, written a batch at a time and rolled up by the minute. */
@Injectable()
export class ListingEventsService {
  constructor(private readonly dataSource: DataSource) {}

  /** A lead the server itself saw (a number revealed, a conversation started), in the request's transaction when given. */
  async recordLead(manager: EntityManager, propertyId: number, kind: Extract<LeadChannel, 'phone' | 'message'>): Promise<void> {
    await rowsOf(manager, db.insertInto('listing_events').values({ property_id: propertyId, kind }));
  }

  /** One INSERT per batch; events of listings that are not public (or not there) are dropped. */
  async record(events: ListingEvent[]): Promise<void> {
    if (events.length === 0) return;
    const ids = events.map((event) => event.propertyId);
    const kinds = events.map((event) => event.kind);
    await rowsOf(
      this.dataSource,
      db
        .insertInto('listing_events')
        .columns(['property_id', 'kind'])
        .expression(
          db
            .selectFrom(sql<{ property_id: number; kind: string }>`unnest(${ids}::int[], ${kinds}::varchar[])`.as<'e'>(sql`e(property_id, kind)`))
            .innerJoin('properties as p', 'p.id', 'e.property_id')
            .select(['e.property_id', 'e.kind'])
            .where(fragment<boolean>(PUBLIC_LISTING_SQL)),
        ),
    );
  }

  /**
   * The log into the daily figures, in one statement: rows deleted and added together, each taken
   * by one run only, whatever the number of instances running it.
   */
  async rollUp(): Promise<void> {
    await rowsOf(this.dataSource, ROLL_UP);
  }
}
