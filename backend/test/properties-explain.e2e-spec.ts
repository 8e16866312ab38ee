import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import type { PropertySearchQuery } from 'shared-contracts';
import { SearchPropertiesDto } from '../src/properties/dto/search-properties.dto.js';
import { PropertySearchService } from '../src/properties/property-search.service.js';
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
/** The scans of properties that no Limit above them stops: those read every row of the table. */
const unboundedScans = (node: PlanNode, bounded = false): string[] => [
  ...(node['Relation Name'] === 'properties' && !bounded ? [node['Node Type']] : []),
  ...(node.Plans ?? []).flatMap((child) => unboundedScans(child, bounded || node['Node Type'] === 'Limit')),
];

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

describe('search plans at 100,000 listings', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { PROPERTY_TYPES, COMMUNES } = await import('shared-contracts');
    const { id } = await member(testApp.server, testApp.dataSource);
    const words = ['ارض للبناء', 'ارض فلاحيه', 'بنغالو', 'شقه f3 مشمسه', 'فيلا فاخره', 'محل تجاري', 'مستودع', 'مكتب', 'منزل عائلي'];
    await testApp.dataSource.query(FILL, [id, PROPERTY_TYPES.map((type) => type.value), words, COMMUNES.map((commune) => commune.value)]);
    await testApp.dataSource.query('VACUUM ANALYZE properties');
  }, 180_000);
  afterAll(() => testApp?.close());

  it('runs on a database whose locale gives Arabic trigrams', async () => {
    const [{ trigrams }] = await testApp.dataSource.query(`SELECT show_trgm('شقة') AS trigrams`);
    expect(trigrams.length).toBeGreaterThan(0);
  });

  it.each<[string, PropertySearchQuery]>([
    ['no filter, latest', {}],
    ['a deep page', { page: 400 }],
    ['commune and type', { commune: 'الجلفة', propertyType: 'شقة' }],
    ['purpose and price range, by price', { purpose: 'rent', minPrice: 20_000, maxPrice: 60_000, sort: 'price-asc' }],
    ['price range, by price descending', { maxPrice: 5_000_000, sort: 'price-desc' }],
    ['a keyword alone', { keyword: 'مسبح' }],
    ['a common keyword alone', { keyword: 'شقة' }],
    ['a keyword and a commune', { keyword: 'فيلا', commune: 'مسعد' }],
    ['two keywords', { keyword: 'villa مسبح' }],
    ['a stemmed plural keyword', { keyword: 'الشقق' }],
    ['a commune spelled in Latin', { keyword: 'Aïn-Oussera' }],
    ['featured', { featured: true }],
    ['by views', { sort: 'views' }],
    ['a commune by price', { commune: 'سد الرحال', sort: 'price-asc' }],
    ['a commune by views', { commune: 'عمورة', sort: 'views', purpose: 'exchange' }],
    ['a keyword in a commune by price', { commune: 'بويرة الأحداب', keyword: 'مسبح', sort: 'price-desc' }],
    ['type by views', { propertyType: 'منزل', sort: 'views' }],
  ])('%s: no sequential scan of properties; the count stops at the cap', async (_shape, query) => {
    const { page, count } = testApp.app.get(PropertySearchService).statements(plainToInstance(SearchPropertiesDto, query));
    const planOf = async ({ sql, params }: { sql: string; params: unknown[] }): Promise<PlanNode> =>
      (await testApp.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, params))[0]['QUERY PLAN'][0].Plan;
    const scans = nodesOf(await planOf(page))
      .filter((node) => node['Relation Name'] === 'properties')
      .map((node) => node['Node Type']);
    expect(scans.length).toBeGreaterThan(0);
    expect(scans).not.toContain('Seq Scan');
    // Counting may read the table in order where matches are common: a thousand and one, then it stops.
    expect(unboundedScans(await planOf(count))).not.toContain('Seq Scan');
  });

  // A keyword in a commune is looked up in one index of both (btree_gin + pg_trgm): only the
  // matches are read, not every listing of the commune; a word too short for trigrams too.
  it.each<[string, PropertySearchQuery]>([
    ['a keyword in a commune', { commune: 'مسعد', keyword: 'فيلا' }],
    ['a two-letter keyword in a commune', { commune: 'مسعد', keyword: 'F3' }],
  ])('%s: its total is counted from the index of the commune and the words', async (_shape, query) => {
    const { count } = testApp.app.get(PropertySearchService).statements(plainToInstance(SearchPropertiesDto, query));
    const plan: PlanNode = (await testApp.dataSource.query(`EXPLAIN (FORMAT JSON) ${count.sql}`, count.params))[0]['QUERY PLAN'][0].Plan;
    expect(nodesOf(plan).map((node) => node['Index Name'])).toContain('IDX_properties_commune_search_text');
  });

  // Searches without a keyword run as prepared statements, which PostgreSQL ends up planning once for
  // any value (plan_cache_mode auto): that one plan must be as good for every commune, type and page.
  it.each<[string, PropertySearchQuery]>([
    ['commune, type, purpose and a price, latest', { commune: 'الجلفة', propertyType: 'شقة', purpose: 'sale', maxPrice: 9_000_000 }],
    ['commune and purpose by views, page 3', { commune: 'مسعد', purpose: 'rent', sort: 'views', page: 3 }],
    ['commune and type by price descending', { commune: 'عين وسارة', propertyType: 'فيلا', sort: 'price-desc' }],
    ['no filter, a deep page', { page: 400 }],
  ])('%s: its generic plan reads an index of the search, and its total is counted from an index alone', async (_shape, query) => {
    const { page, count } = testApp.app.get(PropertySearchService).statements(plainToInstance(SearchPropertiesDto, query));
    const runner = testApp.dataSource.createQueryRunner();
    try {
      await runner.query('SET plan_cache_mode = force_generic_plan');
      const genericPlanOf = async ({ sql, params }: { sql: string; params: unknown[] }, name: string): Promise<PlanNode> => {
        await runner.query(`PREPARE ${name} AS ${sql}`);
        const values = params.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`)).join(', ');
        return (await runner.query(`EXPLAIN (FORMAT JSON) EXECUTE ${name}${values ? `(${values})` : ''}`))[0]['QUERY PLAN'][0].Plan;
      };
      const pageScans = nodesOf(await genericPlanOf(page, 'generic_page')).filter((node) => node['Relation Name'] === 'properties');
      expect(pageScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      const countPlan = await genericPlanOf(count, 'generic_count');
      if (query.commune) expect(nodesOf(countPlan).map((node) => node['Node Type'])).toContain('Index Only Scan');
      expect(unboundedScans(countPlan)).not.toContain('Seq Scan');
    } finally {
      await runner.query('DEALLOCATE ALL').catch(() => undefined);
      await runner.release();
    }
  });
});
