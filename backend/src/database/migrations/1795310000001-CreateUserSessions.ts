import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * connect-pg-simple's documented table (its table.sql), named user_sessions; the store is told
 * never to create it. The expression index finds a user's sessions (signing them out everywhere).
 */
export class CreateUserSessions1795310000001 implements MigrationInterface {
  name = 'CreateUserSessions1795310000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_sessions" ("sid" character varying NOT NULL COLLATE "default", "sess" json NOT NULL, "expire" timestamp(6) NOT NULL, ` +
        `CONSTRAINT "user_sessions_pkey" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_sessions_expire" ON "user_sessions" ("expire")`);
    await queryRunner.query(`CREATE INDEX "IDX_user_sessions_user" ON "user_sessions" (("sess" -> 'passport' ->> 'user'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_sessions"`);
  }
}
