import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The moderator role, and the audit log of every back-office write (never updated, never deleted by the app). */
export class ModeratorsAndAuditLog1795660000000 implements MigrationInterface {
  name = 'ModeratorsAndAuditLog1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'moderator', 'admin'))`);
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" BIGSERIAL NOT NULL, "actor_id" integer, "actor_name" text NOT NULL, "action" text NOT NULL, ` +
        `"target_type" text NOT NULL, "target_id" text, "before" jsonb, "after" jsonb, "address" text, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"), ` +
        // The actor's name is copied: the record outlives the account.
        `CONSTRAINT "FK_audit_log_actor" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_target" ON "audit_log" ("target_type", "target_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`UPDATE "users" SET "role" = 'user' WHERE "role" = 'moderator'`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'admin'))`);
  }
}
