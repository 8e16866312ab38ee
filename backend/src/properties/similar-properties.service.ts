import { Injectable } from '@nestjs/common';
import { SIMILAR_PROPERTIES_COUNT, type SimilarProperties } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import type { UserRow } from '../users/user-row.js';
import { mayRead, PUBLIC_LISTING_SQL } from './listing-visibility.js';
import { propertyCardJson } from './property-json.js';
import { jsonArray } from '../common/sql/json-text.js';
import { listingNotFound, type ListingRead } from './property-reads.service.js';

const listing = (id: number) =>
  db
    .selectFrom('properties as p')
    .select(['p.user_id as userId', fragment<boolean>(`(${PUBLIC_LISTING_SQL})`).as('isPublic'), 'p.commune', 'p.property_type as propertyType', 'p.price_dzd as priceDzd'])
    .where('p.id', '=', id);

/**
 * The ranking, best first: 1 the same commune and type, 2 the same commune, 3 the same type in
 * another commune; within each, the nearest price in dinars, then the newest. Ids are ranked
 * first and only the few kept are turned into JSON.
 */
const similarTo = (id: number, { commune, propertyType, priceDzd }: { commune: string | null; propertyType: string; priceDzd: string }) =>
  db
    .with('ranked', (ranked) =>
      ranked
        .selectFrom('properties as p')
        .select([
          'p.id',
          'p.created_at',
          sql<number>`CASE WHEN p.commune = ${commune} AND p.property_type = ${propertyType} THEN 1 WHEN p.commune = ${commune} THEN 2 ELSE 3 END`.as('tier'),
          sql<string>`abs(p.price_dzd - ${priceDzd})`.as('distance'),
        ])
        .where(fragment<boolean>(PUBLIC_LISTING_SQL))
        .where('p.id', '<>', id)
        .where((eb) => eb.or([eb('p.commune', '=', commune), eb('p.property_type', '=', propertyType)]))
        .orderBy('tier')
        .orderBy('distance')
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(SIMILAR_PROPERTIES_COUNT),
    )
    .selectFrom('ranked as r')
    .innerJoin('properties as p', 'p.id', 'r.id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(fragment<string>(propertyCardJson('p', 'u')).as('body'))
    .orderBy('r.tier')
    .orderBy('r.distance')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');

/** GET /api/properties/:id/similar: the listing page's "Similar properties". */
@Injectable()
export class SimilarPropertiesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Public listings like this one (never itself); the 404 of the listing for whoever may not see it. */
  async similar(id: number, viewer: UserRow | undefined): Promise<ListingRead<SimilarProperties>> {
    const [row] = await rowsOf(this.dataSource, listing(id));
    if (!row || !mayRead(row, viewer)) throw listingNotFound(id);
    const rows = await rowsOf(this.dataSource, similarTo(id, row));
    return { body: jsonArray(rows), isPublic: row.isPublic };
  }
}
