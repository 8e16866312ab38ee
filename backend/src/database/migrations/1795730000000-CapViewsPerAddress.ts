import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A signed-out view also keeps its address's key for the day (a keyed hash, never the address),
 * so that one address adds at most a few views to a listing or a topic a day, whatever browsers
 * it claims to be.
 */
export class CapViewsPerAddress1795730000000 implements MigrationInterface {
  name = 'CapViewsPerAddress1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "property_views" ADD "address" bytea`);
    await queryRunner.query(`CREATE INDEX "IDX_property_views_address" ON "property_views" ("property_id", "address") WHERE "address" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "forum_views" ADD "address" bytea`);
    await queryRunner.query(`CREATE INDEX "IDX_forum_views_address" ON "forum_views" ("topic_id", "address") WHERE "address" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_forum_views_address"`);
    await queryRunner.query(`ALTER TABLE "forum_views" DROP COLUMN "address"`);
    await queryRunner.query(`DROP INDEX "IDX_property_views_address"`);
    await queryRunner.query(`ALTER TABLE "property_views" DROP COLUMN "address"`);
  }
}
