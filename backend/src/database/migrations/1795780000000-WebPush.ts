import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (issue 26). `push_subscriptions`: one row per device (its endpoint is unique), the
 * account's, made in a session: the session's row going (sign-out, "sign out other devices", an
 * account deactivated, an expired session pruned) takes the device's subscription with it, as the
 * account's deletion does. `push_vapid_keys`: the site's one VAPID key pair when the environment
 * gives none, made by the first instance to start and read back by every other. The account
 * chooses how saved-search alerts reach it and whether messages are pushed.
 */
export class WebPush1795780000000 implements MigrationInterface {
  name = 'WebPush1795780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "push_subscriptions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "session_id" character varying NOT NULL, ` +
        `"endpoint" text NOT NULL, "p256dh" text NOT NULL, "auth" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_push_subscriptions" PRIMARY KEY ("id"), CONSTRAINT "UQ_push_subscriptions_endpoint" UNIQUE ("endpoint"), ` +
        `CONSTRAINT "FK_push_subscriptions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_push_subscriptions_session" FOREIGN KEY ("session_id") REFERENCES "user_sessions"("sid") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_push_subscriptions_user" ON "push_subscriptions" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_push_subscriptions_session" ON "push_subscriptions" ("session_id")`);
    await queryRunner.query(
      `CREATE TABLE "push_vapid_keys" ("id" smallint NOT NULL DEFAULT 1, "public_key" text NOT NULL, "private_key" text NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_push_vapid_keys" PRIMARY KEY ("id"), CONSTRAINT "CHK_push_vapid_keys_one" CHECK ("id" = 1))`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "alert_channel" character varying(5) NOT NULL DEFAULT 'email', ADD "push_messages" boolean NOT NULL DEFAULT true, ` +
        `ADD CONSTRAINT "CHK_users_alert_channel" CHECK ("alert_channel" IN ('email', 'push', 'both'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_alert_channel", DROP COLUMN "push_messages", DROP COLUMN "alert_channel"`);
    await queryRunner.query(`DROP TABLE "push_vapid_keys"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
  }
}
