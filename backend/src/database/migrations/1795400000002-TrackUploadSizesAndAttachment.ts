import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An upload's stored size (its two files, for the per-user quota) and when a listing first took
 * it: one never taken within a day is deleted by a job. Photos already on a listing count as
 * taken; their size, which only the files know, counts as 0 until they are replaced.
 */
export class TrackUploadSizesAndAttachment1795400000002 implements MigrationInterface {
  name = 'TrackUploadSizesAndAttachment1795400000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "uploads" ADD "bytes" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "uploads" ADD "attached_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "uploads" u SET "attached_at" = now() WHERE EXISTS (SELECT 1 FROM "properties" p WHERE p."images" ? ('/uploads/' || u."file_name"))`);
    await queryRunner.query(`CREATE INDEX "IDX_uploads_unattached" ON "uploads" ("created_at") WHERE "attached_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_uploads_unattached"`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP COLUMN "attached_at"`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP COLUMN "bytes"`);
  }
}
