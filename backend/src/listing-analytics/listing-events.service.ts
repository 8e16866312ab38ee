import { Injectable } from '@nestjs/common';
import type { ListingEvent } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';

// Each kind's column in listing_daily_stats.
const ROLL_UP = `WITH taken AS (DELETE FROM listing_events RETURNING property_id, kind, (at AT TIME ZONE 'UTC')::date AS day)
  INSERT INTO listing_daily_stats AS s (property_id, day, views, calls, whatsapp, shares, saves)
  SELECT property_id, day, count(*) FILTER (WHERE kind = 'view'), count(*) FILTER (WHERE kind = 'call'), count(*) FILTER (WHERE kind = 'whatsapp'),
         count(*) FILTER (WHERE kind = 'share'), count(*) FILTER (WHERE kind = 'save')
  FROM taken GROUP BY property_id, day
  ON CONFLICT (property_id, day) DO UPDATE SET views = s.views + EXCLUDED.views, calls = s.calls + EXCLUDED.calls,
    whatsapp = s.whatsapp + EXCLUDED.whatsapp, shares = s.shares + EXCLUDED.shares, saves = s.saves + EXCLUDED.saves`;

/** The log of what visitors do with listings, written a batch at a time and rolled up by the minute. */
@Injectable()
export class ListingEventsService {
  constructor(private readonly dataSource: DataSource) {}

  /** One INSERT per batch; events of listings that are not public (or not there) are dropped. */
  async record(events: ListingEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO listing_events (property_id, kind) SELECT e.property_id, e.kind FROM unnest($1::int[], $2::varchar[]) AS e(property_id, kind) ` +
        `JOIN properties p ON p.id = e.property_id WHERE ${PUBLIC_LISTING_SQL}`,
      [events.map((event) => event.propertyId), events.map((event) => event.kind)],
    );
  }

  /**
   * The log into the daily figures, in one statement: rows deleted and added together, each taken
   * by one run only, whatever the number of instances running it.
   */
  async rollUp(): Promise<void> {
    await this.dataSource.query(ROLL_UP);
  }
}
