import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reward points spent on featuring a listing for a while: each boost a row (the ledger's source), and the listing's end of featuring. */
export class BoostListingsWithPoints1795640000002 implements MigrationInterface {
  name = 'BoostListingsWithPoints1795640000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "featured_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "IDX_properties_featured_until" ON "properties" ("featured_until") WHERE "featured_until" IS NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "listing_boosts" ("id" SERIAL NOT NULL, "property_id" integer NOT NULL, "user_id" integer NOT NULL, "points" integer NOT NULL, ` +
        `"ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_listing_boosts" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "FK_listing_boosts_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_listing_boosts_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "listing_boosts"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "featured_until"`);
  }
}
