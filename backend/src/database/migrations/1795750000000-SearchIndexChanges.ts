import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What lets each API process keep its search index (properties/search/index) up to date by
 * reading only what changed: every written listing carries the id of the transaction that last
 * wrote it, and every deleted one leaves its id behind for a day. A process reads the rows
 * written since the oldest transaction that was still running at its last read, so that a write
 * committed after that read is never missed, whatever the order of commits. Rows written before
 * this migration have no transaction id: a process reads them all when it builds its index.
 */
export class SearchIndexChanges1795750000000 implements MigrationInterface {
  name = 'SearchIndexChanges1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "search_xid" xid8`);
    await queryRunner.query(`CREATE INDEX "IDX_properties_search_xid" ON "properties" ("search_xid", "id")`);
    await queryRunner.query(`CREATE FUNCTION "properties_written"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW."search_xid" := pg_current_xact_id(); RETURN NEW; END $$`);
    await queryRunner.query(`CREATE TRIGGER "TR_properties_written" BEFORE INSERT OR UPDATE ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_written"()`);
    await queryRunner.query(
      `CREATE TABLE "listing_removals" ("id" integer NOT NULL, "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(), ` +
        `"removed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now())`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_listing_removals_xid" ON "listing_removals" ("xid")`);
    await queryRunner.query(`CREATE INDEX "IDX_listing_removals_removed_at" ON "listing_removals" ("removed_at")`);
    await queryRunner.query(
      `CREATE FUNCTION "properties_removed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO "listing_removals" ("id") VALUES (OLD."id"); RETURN NULL; END $$`,
    );
    await queryRunner.query(`CREATE TRIGGER "TR_properties_removed" AFTER DELETE ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_removed"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TR_properties_removed" ON "properties"`);
    await queryRunner.query(`DROP FUNCTION "properties_removed"()`);
    await queryRunner.query(`DROP TABLE "listing_removals"`);
    await queryRunner.query(`DROP TRIGGER "TR_properties_written" ON "properties"`);
    await queryRunner.query(`DROP FUNCTION "properties_written"()`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "search_xid"`);
  }
}
