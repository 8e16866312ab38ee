import { normalizeForSearch } from 'shared-contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchTextOf, type SearchableFields } from '../../properties/search/search-text.js';

/** Rows read and written at a time: one statement each way, never the whole table in memory. */
const BATCH = 1_000;

const LISTING_FIELDS = `id, title, title_en AS "titleEn", description, description_en AS "descriptionEn", address, address_en AS "addressEn", commune, property_type AS "propertyType"`;

/**
 * Every stored search text again, by the app's own functions: a listing's now holds every
 * spelling of its commune and of the places it names, and the stems of its Arabic words
 * (searchTextOf); every text folds Latin accents and reads hyphens as spaces
 * (normalizeForSearch). Blog posts, forum topics and advisors store normalizeForSearch of their
 * fields, which the new function gives again from the stored text, so theirs is renormalised.
 */
export class SearchTextWithNameVariants1795690000000 implements MigrationInterface {
  name = 'SearchTextWithNameVariants1795690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rewrite<SearchableFields>(queryRunner, 'properties', LISTING_FIELDS, searchTextOf);
    for (const table of ['blog_posts', 'forum_topics', 'legal_advisors']) {
      await rewrite<{ searchText: string }>(queryRunner, table, 'id, search_text AS "searchText"', (row) => normalizeForSearch(row.searchText));
    }
  }

  /** Nothing to undo: the texts are derived, and the previous search finds its words in the new ones. */
  async down(): Promise<void> {}
}

/** Recomputes `search_text` of every row of `table` from `columns`, by id, writing only what changed. */
async function rewrite<Fields>(queryRunner: QueryRunner, table: string, columns: string, textOf: (row: Fields) => string): Promise<void> {
  for (let after = 0; ; ) {
    const rows: (Fields & { id: number; current: string })[] = await queryRunner.query(
      `SELECT ${columns}, search_text AS "current" FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return;
    const changed = rows.map((row) => ({ id: row.id, text: textOf(row), current: row.current })).filter((row) => row.text !== row.current);
    if (changed.length > 0) {
      await queryRunner.query(
        `UPDATE ${table} t SET search_text = v.text FROM unnest($1::int[], $2::text[]) AS v(id, text) WHERE t.id = v.id`,
        [changed.map((row) => row.id), changed.map((row) => row.text)],
      );
    }
    after = rows[rows.length - 1].id;
  }
}
