import { Injectable } from '@nestjs/common';
import type { OwnerPhone } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import { ListingEventsService } from '../listing-analytics/listing-events.service.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { listingNotFound } from './message-errors.js';

/** "Show number": a public listing's owner's number, when they take calls on it; each reveal a lead of theirs. */
@Injectable()
export class OwnerPhoneService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: ListingEventsService,
  ) {}

  /** 404 NOT_FOUND when the listing is not public, takes messages only, or its owner left no number. */
  async reveal(propertyId: number, readerId: number | undefined): Promise<OwnerPhone> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await rowsOf(
        manager,
        db
          .selectFrom('properties as p')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select(['u.phone', 'p.user_id'])
          .where('p.id', '=', propertyId)
          .where(fragment<boolean>(PUBLIC_LISTING_SQL))
          .where('p.contact_mode', '=', 'phone_and_messages')
          .where('u.phone', 'is not', null)
          .where('u.phone', '<>', ''),
      );
      if (!row?.phone) throw listingNotFound();
      // The owner looking at their own number is nobody's lead.
      if (row.user_id !== readerId) await this.leads.recordLead(manager, propertyId, 'phone');
      return { phone: row.phone };
    });
  }
}
