import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members' reports of listings (fraud, wrong details…), waiting in the moderation queue; one per member and listing. */
export class CreateListingReports1795670000001 implements MigrationInterface {
  name = 'CreateListingReports1795670000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_reports" ("id" SERIAL NOT NULL, "property_id" integer NOT NULL, "user_id" integer NOT NULL, "reason" text NOT NULL, "details" text, ` +
        `"status" text NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_listing_reports" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "UQ_listing_reports_once" UNIQUE ("property_id", "user_id"), ` +
        `CONSTRAINT "CHK_listing_reports_reason" CHECK ("reason" IN ('fraud', 'wrong_information', 'no_longer_available', 'duplicate', 'offensive', 'other')), ` +
        `CONSTRAINT "CHK_listing_reports_status" CHECK ("status" IN ('open', 'dismissed', 'paused')), ` +
        `CONSTRAINT "FK_listing_reports_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_listing_reports_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_listing_reports_open" ON "listing_reports" ("created_at") WHERE "status" = 'open'`);
    await queryRunner.query(`CREATE INDEX "IDX_listing_reports_user" ON "listing_reports" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "listing_reports"`);
  }
}
