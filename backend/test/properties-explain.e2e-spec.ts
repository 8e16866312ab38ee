import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CARDS } from '../src/properties/property-search.service.js';
import { CHANGES_BY_INDEX, REMOVED_SINCE, WRITTEN_SINCE } from '../src/properties/search/index/index-reader.js';
import { member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ROWS = 100_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

// 100,000 listings by SQL: every commune, type and purpose, prices over four orders of magnitude,
// 2% featured, 5% inactive or sold, and texts whose words are as common as real ones.
const FILL = `
  INSERT INTO properties (user_id, title, description, price, price_unit, price_dzd, price_type, property_type, commune,
    is_active, is_featured, status, view_count, search_text, created_at)
  SELECT $1, 'listing ' || i, 'description', p.dzd, 'dzd', p.dzd, (ARRAY['sale','rent','exchange'])[1 + i % 3],
    t.types[1 + i % 9], c.communes[1 + (i * 7) % 36], i % 20 <> 0 AND i % 40 <> 1, i % 50 = 0, CASE WHEN i % 40 = 1 THEN 'sold' WHEN i % 20 = 0 THEN 'paused' ELSE 'active' END,
    (i * 37) % 1000, t.words[1 + i % 9] || ' ' || (ARRAY['قرب وسط المدينه', 'حي هادي', 'واجهتان', 'مسبح وحديقه'])[1 + i % 4] || ' f' || (i % 5),
    now() - make_interval(mins => i)
  FROM generate_series(1, ${ROWS}) AS i,
    LATERAL (SELECT round((10000 + (i * 7919) % 50000000)::numeric, 2) AS dzd) AS p,
    (SELECT $2::text[] AS types, $3::text[] AS words) AS t,
    (SELECT $4::text[] AS communes) AS c`;

/**
 * The search answers from each process's index (properties/search/index); what it still asks of
 * PostgreSQL on every search must not grow with the listings: what was written since the last
 * read, and a page's cards by id.
 */
describe('the database reads of a search at 100,000 listings', () => {
  let testApp: TestApp;
  let since: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { PROPERTY_TYPES, COMMUNES } = await import('shared-contracts');
    const { id } = await member(testApp.server, testApp.dataSource);
    const words = ['ارض للبناء', 'ارض فلاحيه', 'بنغالو', 'شقه f3 مشمسه', 'فيلا فاخره', 'محل تجاري', 'مستودع', 'مكتب', 'منزل عائلي'];
    await testApp.dataSource.query(FILL, [id, PROPERTY_TYPES.map((type) => type.value), words, COMMUNES.map((commune) => commune.value)]);
    // A read after the fill: a few listings were written since.
    [{ since }] = await testApp.dataSource.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS since`);
    await testApp.dataSource.query(`UPDATE properties SET view_count = view_count + 1 WHERE id IN (SELECT id FROM properties ORDER BY id DESC LIMIT 5)`);
    await testApp.dataSource.query(`DELETE FROM properties WHERE id IN (SELECT id FROM properties ORDER BY id LIMIT 3)`);
  }, 180_000);
  afterAll(() => testApp?.close());

  const planOf = async (sql: string, params: unknown[]): Promise<PlanNode> => (await testApp.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, params))[0]['QUERY PLAN'][0].Plan;

  it('what was written since the last read is found by its transaction, not by reading every listing', async () => {
    // As the index reads it, in a transaction of its own, before any ANALYZE has seen the column.
    const runner = testApp.dataSource.createQueryRunner();
    let plan: PlanNode[];
    try {
      await runner.startTransaction();
      await runner.query(CHANGES_BY_INDEX);
      plan = nodesOf((await runner.query(`EXPLAIN (FORMAT JSON) ${WRITTEN_SINCE}`, [since, 0]))[0]['QUERY PLAN'][0].Plan);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(plan.map((node) => node['Index Name'])).toContain('IDX_properties_search_xid');
    const written = await testApp.dataSource.query(WRITTEN_SINCE, [since, 0]);
    expect(written).toHaveLength(5);
  });

  it('the listings deleted since are found by their transaction', async () => {
    expect(nodesOf(await planOf(REMOVED_SINCE, [since])).map((node) => node['Index Name'])).toContain('IDX_listing_removals_xid');
    expect(await testApp.dataSource.query(REMOVED_SINCE, [since])).toHaveLength(3);
  });

  it("a page's cards are read by their ids", async () => {
    const nodes = nodesOf(await planOf(CARDS.latest, [[10, 20, 30]])).filter((node) => node['Relation Name'] === 'properties');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
