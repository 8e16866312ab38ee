import type { QueryRunner } from 'typeorm';

/** Rows read and written at a time: one statement each way, never the whole table in memory. */
const BATCH = 1_000;

/** A listing's columns that its search_text is made of (SearchableFields), and its id. */
export const LISTING_FIELDS = `id, title, title_en AS "titleEn", description, description_en AS "descriptionEn", address, address_en AS "addressEn", commune, property_type AS "propertyType"`;

/** Recomputes `search_text` of every row of `table` from `columns`, by id, writing only what changed. */
export async function rewriteSearchText<Fields>(queryRunner: QueryRunner, table: string, columns: string, textOf: (row: Fields) => string): Promise<void> {
  for (let after = 0; ;) {
    // QueryRunner.query, unlike the manager's, takes no row type.
    const rows = (await queryRunner.query(`SELECT ${columns}, search_text AS "current" FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${BATCH}`, [after])) as (Fields & {
      id: number;
      current: string;
    })[];
    if (rows.length === 0) return;
    const changed = rows.map((row) => ({ id: row.id, text: textOf(row), current: row.current })).filter((row) => row.text !== row.current);
    if (changed.length > 0) {
      await queryRunner.query(`UPDATE ${table} t SET search_text = v.text FROM unnest($1::int[], $2::text[]) AS v(id, text) WHERE t.id = v.id`, [
        changed.map((row) => row.id),
        changed.map((row) => row.text),
      ]);
    }
    after = rows[rows.length - 1].id;
  }
}
