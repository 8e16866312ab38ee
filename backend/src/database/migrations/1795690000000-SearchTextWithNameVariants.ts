import { normalizeForSearch } from 'shared-contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchTextOf, type SearchableFields } from '../../properties/search/search-text.js';
import { LISTING_FIELDS, rewriteSearchText } from './rewrite-search-text.js';

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
    await rewriteSearchText<SearchableFields>(queryRunner, 'properties', LISTING_FIELDS, searchTextOf);
    for (const table of ['blog_posts', 'forum_topics', 'legal_advisors']) {
      await rewriteSearchText<{ searchText: string }>(queryRunner, table, 'id, search_text AS "searchText"', (row) => normalizeForSearch(row.searchText));
    }
  }

  /** Nothing to undo: the texts are derived, and the previous search finds its words in the new ones. */
  async down(): Promise<void> {}
}
