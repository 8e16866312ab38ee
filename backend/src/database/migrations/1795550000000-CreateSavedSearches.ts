import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches and their alerts: the filters, how often new matches are mailed, when they last
 * were and when the user last looked, and the token of the one-click unsubscribe link. A listing's
 * publication time says which listings are new.
 */
export class CreateSavedSearches1795550000000 implements MigrationInterface {
  name = 'CreateSavedSearches1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "published_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "properties" SET "published_at" = "created_at" WHERE "status" = 'active'`);
    await queryRunner.query(`CREATE INDEX "IDX_properties_published" ON "properties" ("published_at") WHERE "is_active" AND "status" = 'active'`);
    await queryRunner.query(
      `CREATE TABLE "saved_searches" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" character varying(100) NOT NULL, "filters" jsonb NOT NULL, ` +
        `"frequency" character varying(10) NOT NULL, "unsubscribe_token" character varying(64) NOT NULL, ` +
        `"last_notified_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_saved_searches" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "UQ_saved_searches_unsubscribe_token" UNIQUE ("unsubscribe_token"), ` +
        `CONSTRAINT "CHK_saved_searches_frequency" CHECK ("frequency" IN ('instant', 'daily', 'off')), ` +
        `CONSTRAINT "FK_saved_searches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_saved_searches_user" ON "saved_searches" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_searches_alerts" ON "saved_searches" ("frequency", "last_notified_at") WHERE "frequency" <> 'off'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_searches"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_published"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "published_at"`);
  }
}
