import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Searches made each day (the back-office's chart): one row a day, added to by every instance. */
export class CountSearchesPerDay1795670000000 implements MigrationInterface {
  name = 'CountSearchesPerDay1795670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "search_days" ("day" date NOT NULL, "searches" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_search_days" PRIMARY KEY ("day"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "search_days"`);
  }
}
