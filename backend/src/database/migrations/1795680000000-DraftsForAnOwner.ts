import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whose listing a draft is for: the drafter's own, the listing's owner for changes to it, or the
 * member an admin writes a new listing for. Their photos are kept for that owner.
 */
export class DraftsForAnOwner1795680000000 implements MigrationInterface {
  name = 'DraftsForAnOwner1795680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "listing_drafts" ADD "owner_id" integer`);
    await queryRunner.query(`UPDATE "listing_drafts" d SET "owner_id" = coalesce((SELECT "user_id" FROM "properties" p WHERE p."id" = d."property_id"), d."user_id")`);
    await queryRunner.query(`ALTER TABLE "listing_drafts" ALTER COLUMN "owner_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "listing_drafts" ADD CONSTRAINT "FK_listing_drafts_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE`);
    await queryRunner.query(`CREATE INDEX "IDX_listing_drafts_owner" ON "listing_drafts" ("owner_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "listing_drafts" DROP COLUMN "owner_id"`);
  }
}
