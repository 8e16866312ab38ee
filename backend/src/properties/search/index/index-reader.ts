import type { Pool, PoolClient } from 'pg';
import { PUBLIC_LISTING_SQL } from '../../listing-visibility.js';
import { communeCentre, type Commune } from 'shared-contracts';
import type { IndexRow } from './listing-index.js';

/** Rows per read: a million listings' texts are never held at once. */
const BATCH = 10_000;

const COLUMNS =
  `p.id, (${PUBLIC_LISTING_SQL}) AS public, p.commune, p.property_type, p.price_type, p.ownership_document, p.is_featured, ` +
  `trunc(p.price_dzd * 100)::text AS price_centimes, (extract(epoch FROM p.created_at) * 1000000)::int8::text AS created_us, p.view_count, ` +
  `CASE WHEN ${PUBLIC_LISTING_SQL} THEN p.search_text END AS search_text, p.shown_lat, p.shown_lng, p.location_exact`;
const ALL = `SELECT ${COLUMNS} FROM properties p WHERE p.id > $1 ORDER BY p.id LIMIT ${BATCH}`;
// In the order of the index of transaction ids, batch after batch.
export const WRITTEN_SINCE = `SELECT ${COLUMNS}, p.search_xid::text AS xid FROM properties p WHERE (p.search_xid, p.id) > ($1::xid8, $2::int) ORDER BY p.search_xid, p.id LIMIT ${BATCH}`;
/**
 * A read of what changed uses the index of transaction ids whatever the statistics say: before
 * ANALYZE has seen the column, PostgreSQL guesses a third of all listings and reads them all
 * (in the bench, a scan of 100,000 listings once a second made searches wait 50 ms).
 */
export const CHANGES_BY_INDEX = 'SET LOCAL enable_seqscan = off';
export const REMOVED_SINCE = `SELECT DISTINCT id FROM listing_removals WHERE xid >= $1::xid8`;

interface Row {
  id: number;
  public: boolean;
  commune: string | null;
  property_type: string;
  price_type: string;
  ownership_document: string | null;
  is_featured: boolean;
  price_centimes: string;
  created_us: string;
  view_count: number;
  search_text: string | null;
  shown_lat: number | null;
  shown_lng: number | null;
  location_exact: boolean;
  xid?: string;
}

const indexRow = (row: Row): IndexRow => ({
  id: row.id,
  public: row.public,
  commune: row.commune,
  propertyType: row.property_type,
  purpose: row.price_type,
  document: row.ownership_document,
  featured: row.is_featured,
  priceCentimes: row.price_centimes,
  createdUs: Number(row.created_us),
  views: row.view_count,
  searchText: row.search_text,
  ...shownPoint(row),
});

/** The listing's shown point, or its commune's centre (approximate) when its owner placed none. */
function shownPoint(row: Row): Pick<IndexRow, 'lat' | 'lng' | 'approximate'> {
  if (row.shown_lat === null || row.shown_lng === null) return { ...communeCentre(row.commune as Commune | null), approximate: true };
  return { lat: row.shown_lat, lng: row.shown_lng, approximate: !row.location_exact };
}

export interface ListingsRead {
  /** Listings deleted since (none on a full read). */
  removed: number[];
  /** Where the next read starts: the oldest transaction still running when this one read. */
  next: string;
}

/**
 * Reads, in one snapshot, every listing (`since` undefined) or those written since `since` and
 * the ids deleted since, handing rows over batch by batch. Written since means by a transaction
 * whose id is at least `since`, the oldest one that was still running at the previous read: a
 * transaction that commits after a read began is always read by the next one, even when it
 * started before (its rows are read twice at worst, which applying twice does not mind).
 */
export async function readListings(pool: Pool, since: string | undefined, take: (rows: IndexRow[]) => void): Promise<ListingsRead> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const next = await snapshotStart(client);
    if (since !== undefined) await client.query(CHANGES_BY_INDEX);
    for (let last: Row | undefined; ;) {
      const { rows } = await client.query<Row>(since === undefined ? ALL : WRITTEN_SINCE, since === undefined ? [last?.id ?? 0] : [last?.xid ?? since, last?.id ?? 0]);
      if (rows.length > 0) take(rows.map(indexRow));
      if (rows.length < BATCH) break;
      last = rows[rows.length - 1];
    }
    const removed = since === undefined ? [] : (await client.query<{ id: number }>(REMOVED_SINCE, [since])).rows.map(({ id }) => id);
    await client.query('COMMIT');
    return { removed, next };
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-transaction is not given back to the pool.
    client.release(broken);
  }
}

async function snapshotStart(client: PoolClient): Promise<string> {
  const { rows } = await client.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
  return rows[0].xmin;
}
