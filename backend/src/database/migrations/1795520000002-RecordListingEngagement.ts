import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listing analytics: events are appended as they come (views counted once per visitor and day,
 * the contact buttons' clicks in batches) and rolled up each minute into one row per listing
 * and day, which the owner's charts read.
 */
export class RecordListingEngagement1795520000002 implements MigrationInterface {
  name = 'RecordListingEngagement1795520000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_events" ("id" BIGSERIAL NOT NULL, "property_id" integer NOT NULL, "kind" character varying(10) NOT NULL, ` +
        `"at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_listing_events" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "CHK_listing_events_kind" CHECK ("kind" IN ('view', 'call', 'whatsapp', 'share', 'save')), ` +
        `CONSTRAINT "FK_listing_events_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "listing_daily_stats" ("property_id" integer NOT NULL, "day" date NOT NULL, ` +
        `"views" integer NOT NULL DEFAULT 0, "calls" integer NOT NULL DEFAULT 0, "whatsapp" integer NOT NULL DEFAULT 0, "shares" integer NOT NULL DEFAULT 0, "saves" integer NOT NULL DEFAULT 0, ` +
        `CONSTRAINT "PK_listing_daily_stats" PRIMARY KEY ("property_id", "day"), ` +
        `CONSTRAINT "FK_listing_daily_stats_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "listing_daily_stats"`);
    await queryRunner.query(`DROP TABLE "listing_events"`);
  }
}
