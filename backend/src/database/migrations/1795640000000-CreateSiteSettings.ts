import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The settings admins change without a deployment: one row of JSON, merged over the defaults in code. */
export class CreateSiteSettings1795640000000 implements MigrationInterface {
  name = 'CreateSiteSettings1795640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" boolean NOT NULL DEFAULT true, "value" jsonb NOT NULL DEFAULT '{}', ` +
        `"updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_site_settings" PRIMARY KEY ("id"), CONSTRAINT "CHK_site_settings_one_row" CHECK ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
