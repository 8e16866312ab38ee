import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchTextOf, type SearchableFields } from '../../properties/search/search-text.js';
import { LISTING_FIELDS, rewriteSearchText } from './rewrite-search-text.js';

/**
 * A keyword within a commune is found from the word. Before, the commune's index gave every row
 * of the commune, each read to test the keyword (a capped total in a small commune read 1,400
 * rows for 90 matches); with the commune and the text's trigrams in one GIN index (btree_gin
 * indexes the commune's equality), the index intersects both and only matches are read.
 * Search texts are rewritten with punctuation as spaces (searchTextOf): a word too short for
 * trigrams is looked for where a word starts, and "(F3)" starts one.
 * Measured in `npm run bench -- api` (README, "The listings API").
 */
export class KeywordSearchWithinCommune1795720000000 implements MigrationInterface {
  name = 'KeywordSearchWithinCommune1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rewriteSearchText<SearchableFields>(queryRunner, 'properties', LISTING_FIELDS, searchTextOf);
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_commune_search_text" ON "properties" USING gin ("commune", "search_text" gin_trgm_ops) WHERE "is_active" AND "status" = 'active'`,
    );
  }

  /** The texts stay as they are: the previous search finds its words in them too. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_properties_commune_search_text"');
    await queryRunner.query('DROP EXTENSION IF EXISTS btree_gin');
  }
}
