import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the public search may show; every index of a search shape is partial on it. */
const VISIBLE = `WHERE "is_active" AND "status" = 'active'`;

/** Each sort (latest, price, views) behind the commune with the type, the purpose, or both. */
const INDEXES: [string, string][] = [
  ['IDX_properties_commune_type_price', `"commune", "property_type", "price_dzd", "id"`],
  ['IDX_properties_commune_type_views', `"commune", "property_type", "view_count" DESC, "id" DESC`],
  ['IDX_properties_commune_purpose_latest', `"commune", "price_type", "created_at" DESC, "id" DESC`],
  ['IDX_properties_commune_purpose_price', `"commune", "price_type", "price_dzd", "id"`],
  ['IDX_properties_commune_purpose_views', `"commune", "price_type", "view_count" DESC, "id" DESC`],
  ['IDX_properties_commune_type_purpose_latest', `"commune", "property_type", "price_type", "created_at" DESC, "id" DESC`],
  ['IDX_properties_commune_type_purpose_price', `"commune", "property_type", "price_type", "price_dzd", "id"`],
  ['IDX_properties_commune_type_purpose_views', `"commune", "property_type", "price_type", "view_count" DESC, "id" DESC`],
];

/**
 * The long tail of searches (a commune with a type, a purpose or both, any sort) walked the
 * commune's index and read each row to check the rest: a page read hundreds of rows, and its
 * capped total a thousand. With the equality filters in the index, a page reads its own rows
 * and a total is counted from the index alone (the price indexes: index-only scans).
 * Measured in `npm run bench -- api` (README, "The listings API").
 */
export class SearchIndexesPerFilterCombination1795710000000 implements MigrationInterface {
  name = 'SearchIndexesPerFilterCombination1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columns] of INDEXES) await queryRunner.query(`CREATE INDEX "${name}" ON "properties" (${columns}) ${VISIBLE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
