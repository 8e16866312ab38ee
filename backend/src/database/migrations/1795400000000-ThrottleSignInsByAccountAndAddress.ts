import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong passwords are counted per (account, address) and per address in sign_in_limits, the
 * table rate-limiter-flexible's PostgreSQL store reads (its documented shape), instead of a lock
 * on the account that anyone could set off.
 */
export class ThrottleSignInsByAccountAndAddress1795400000000 implements MigrationInterface {
  name = 'ThrottleSignInsByAccountAndAddress1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sign_in_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT '0', "expire" bigint, CONSTRAINT "PK_sign_in_limits" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sign_in_limits_expire" ON "sign_in_limits" ("expire")`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "failed_login_attempts"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "locked_until"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "locked_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "failed_login_attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`DROP TABLE "sign_in_limits"`);
  }
}
