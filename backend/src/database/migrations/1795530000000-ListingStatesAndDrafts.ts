import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listing states (docs/architecture.md §3): paused and expired join the statuses; is_active becomes
 * the derived "published" (status active), held so by a constraint; a published listing expires
 * 90 days on unless renewed, its owner told a week before. Drafts: the editor's autosaved forms.
 */
export class ListingStatesAndDrafts1795530000000 implements MigrationInterface {
  name = 'ListingStatesAndDrafts1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_status"`);
    await queryRunner.query(`UPDATE "properties" SET "status" = 'paused' WHERE NOT "is_active" AND "status" = 'active'`);
    await queryRunner.query(`UPDATE "properties" SET "is_active" = false WHERE "status" <> 'active' AND "is_active"`);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_status" CHECK ("status" IN ('active', 'pending', 'paused', 'expired', 'sold', 'rented')), ` +
        `ADD CONSTRAINT "CHK_properties_active_is_published" CHECK ("is_active" = ("status" = 'active')), ` +
        `ADD "expires_at" TIMESTAMP WITH TIME ZONE, ADD "expiry_notice_sent_at" TIMESTAMP WITH TIME ZONE`,
    );
    // Listings published before this gets their 90 days from their creation, never less than from today.
    await queryRunner.query(`UPDATE "properties" SET "expires_at" = greatest("created_at", now()) + interval '90 days' WHERE "status" = 'active'`);
    await queryRunner.query(`CREATE INDEX "IDX_properties_expiry" ON "properties" ("expires_at") WHERE "status" = 'active'`);
    await queryRunner.query(
      `CREATE TABLE "listing_drafts" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "property_id" integer, "form" jsonb NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_listing_drafts" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "FK_listing_drafts_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_listing_drafts_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_listing_drafts_user" ON "listing_drafts" ("user_id", "updated_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_listing_drafts_property" ON "listing_drafts" ("user_id", "property_id") WHERE "property_id" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "listing_drafts"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_expiry"`);
    await queryRunner.query(
      `ALTER TABLE "properties" DROP COLUMN "expiry_notice_sent_at", DROP COLUMN "expires_at", DROP CONSTRAINT "CHK_properties_active_is_published", DROP CONSTRAINT "CHK_properties_status"`,
    );
    await queryRunner.query(`UPDATE "properties" SET "status" = 'active' WHERE "status" IN ('paused', 'expired')`);
    await queryRunner.query(`ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_status" CHECK ("status" IN ('active', 'pending', 'sold', 'rented'))`);
  }
}
