import { Injectable } from '@nestjs/common';
import { SIMILAR_PROPERTIES_COUNT, type SimilarProperties } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { mayRead, PUBLIC_LISTING_SQL } from './listing-visibility.js';
import { propertyCardJson } from './property-json.js';
import { jsonArray } from '../common/sql/json-text.js';
import { listingNotFound, type ListingRead } from './property-reads.service.js';

const LISTING = `SELECT p.user_id AS "userId", (${PUBLIC_LISTING_SQL}) AS "isPublic", p.commune, p.property_type AS "propertyType", p.price_dzd AS "priceDzd"
  FROM properties p WHERE p.id = $1`;

/**
 * The ranking, best first: 1 the same commune and type, 2 the same commune, 3 the same type in
 * another commune; within each, the nearest price in dinars, then the newest. Ids are ranked
 * first and only the few kept are turned into JSON.
 */
const SIMILAR = `WITH ranked AS (
    SELECT p.id, p.created_at,
      CASE WHEN p.commune = $2 AND p.property_type = $3 THEN 1 WHEN p.commune = $2 THEN 2 ELSE 3 END AS tier,
      abs(p.price_dzd - $4) AS distance
    FROM properties p
    WHERE ${PUBLIC_LISTING_SQL} AND p.id <> $1 AND (p.commune = $2 OR p.property_type = $3)
    ORDER BY tier, distance, p.created_at DESC, p.id DESC
    LIMIT $5
  )
  SELECT ${propertyCardJson('p', 'u')} AS body
  FROM ranked r JOIN properties p ON p.id = r.id JOIN users u ON u.id = p.user_id
  ORDER BY r.tier, r.distance, r.created_at DESC, r.id DESC`;

interface ListingRow {
  userId: number;
  isPublic: boolean;
  commune: string | null;
  propertyType: string;
  priceDzd: string;
}

/** GET /api/properties/:id/similar: the listing page's "Similar properties". */
@Injectable()
export class SimilarPropertiesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Public listings like this one (never itself); the 404 of the listing for whoever may not see it. */
  async similar(id: number, viewer: UserEntity | undefined): Promise<ListingRead<SimilarProperties>> {
    const [listing]: ListingRow[] = await this.dataSource.query(LISTING, [id]);
    if (!listing || !mayRead(listing, viewer)) throw listingNotFound(id);
    const rows: { body: string }[] = await this.dataSource.query(SIMILAR, [id, listing.commune, listing.propertyType, listing.priceDzd, SIMILAR_PROPERTIES_COUNT]);
    return { body: jsonArray(rows), isPublic: listing.isPublic };
  }
}
