import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An account asked to be deleted: when it will be (14 days on, law 18-07's erasure with a way back). */
export class ScheduleAccountDeletion1795560000000 implements MigrationInterface {
  name = 'ScheduleAccountDeletion1795560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "deletion_scheduled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "IDX_users_deletion" ON "users" ("deletion_scheduled_at") WHERE "deletion_scheduled_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_users_deletion"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deletion_scheduled_at"`);
  }
}
