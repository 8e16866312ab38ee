import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What earned a ledger entry as a type and an id ('forum_reply', 42) instead of one text
 * ('forum_reply:42'): the source can be joined, and each earns its points once per reason.
 */
export class PointsLedgerSourceTypeAndId1795610000004 implements MigrationInterface {
  name = 'PointsLedgerSourceTypeAndId1795610000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "points_ledger" ADD "source_type" text, ADD "source_id" integer`);
    await queryRunner.query(`UPDATE "points_ledger" SET "source_type" = split_part("source", ':', 1), "source_id" = split_part("source", ':', 2)::integer`);
    await queryRunner.query(`ALTER TABLE "points_ledger" ALTER "source_type" SET NOT NULL, ALTER "source_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "points_ledger" DROP CONSTRAINT "UQ_points_ledger_source", DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "points_ledger" ADD CONSTRAINT "UQ_points_ledger_source" UNIQUE ("reason", "source_type", "source_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "points_ledger" ADD "source" text`);
    await queryRunner.query(`UPDATE "points_ledger" SET "source" = "source_type" || ':' || "source_id"`);
    await queryRunner.query(
      `ALTER TABLE "points_ledger" ALTER "source" SET NOT NULL, DROP CONSTRAINT "UQ_points_ledger_source", DROP COLUMN "source_type", DROP COLUMN "source_id"`,
    );
    await queryRunner.query(`ALTER TABLE "points_ledger" ADD CONSTRAINT "UQ_points_ledger_source" UNIQUE ("reason", "source")`);
  }
}
