import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The account's language (applied at each sign-in) and its email choices (settings). */
export class AddAccountPreferences1795520000000 implements MigrationInterface {
  name = 'AddAccountPreferences1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "language" character varying(2) NOT NULL DEFAULT 'ar', ` +
        `ADD "notify_alerts" boolean NOT NULL DEFAULT true, ADD "notify_listing_expiry" boolean NOT NULL DEFAULT true, ADD "notify_messages" boolean NOT NULL DEFAULT true, ` +
        `ADD CONSTRAINT "CHK_users_language" CHECK ("language" IN ('ar', 'en'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" DROP CONSTRAINT "CHK_users_language", DROP COLUMN "notify_messages", DROP COLUMN "notify_listing_expiry", DROP COLUMN "notify_alerts", DROP COLUMN "language"`,
    );
  }
}
