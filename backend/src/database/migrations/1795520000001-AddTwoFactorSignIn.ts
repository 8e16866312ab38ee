import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in with an authenticator app: the account's TOTP secret (and one being set up), the last
 * time step a code was taken at (a code is never taken twice), and the hashes of its recovery codes.
 */
export class AddTwoFactorSignIn1795520000001 implements MigrationInterface {
  name = 'AddTwoFactorSignIn1795520000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_secret" text, ADD "totp_pending_secret" text, ADD "totp_last_step" bigint`);
    await queryRunner.query(
      `CREATE TABLE "recovery_codes" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, ` +
        `CONSTRAINT "PK_recovery_codes" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "FK_recovery_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recovery_codes_user" ON "recovery_codes" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_last_step", DROP COLUMN "totp_pending_secret", DROP COLUMN "totp_secret"`);
  }
}
