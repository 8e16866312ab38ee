import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts (user), with sign-in counters; username and email unique whatever their case. */
export class CreateUsers1795310000000 implements MigrationInterface {
  name = 'CreateUsers1795310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "username" character varying(30) NOT NULL, "email" character varying(254) NOT NULL, ` +
        `"password_hash" text NOT NULL, "first_name" character varying(60) NOT NULL, "last_name" character varying(60) NOT NULL, ` +
        `"phone" character varying(30), "avatar" text, "role" character varying(10) NOT NULL DEFAULT 'user', ` +
        `"is_active" boolean NOT NULL DEFAULT true, "subscription_plan" character varying(20) NOT NULL DEFAULT 'free', ` +
        `"reward_points" integer NOT NULL DEFAULT '0', "failed_login_attempts" integer NOT NULL DEFAULT '0', ` +
        `"locked_until" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `"updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "CHK_users_subscription_plan" CHECK ("subscription_plan" IN ('free', 'basic', 'premium')), ` +
        `CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'admin')), CONSTRAINT "PK_users" PRIMARY KEY ("id"))`,
    );
    // Hand-written (the entity names them with synchronize: false): "Amina" and "amina" are one name.
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
