import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages between a seeker and a listing's owner: one conversation per listing and seeker, the
 * listing as it was kept with it (a listing is deleted for good, the conversation stays), blocks
 * between accounts, and the reports moderators read. A listing's owner chooses whether their
 * number is offered beside messages; a revealed number is a lead of its own ('phone'), and so is
 * a conversation started ('message').
 */
export class MessagesBetweenSeekersAndOwners1795760000000 implements MigrationInterface {
  name = 'MessagesBetweenSeekersAndOwners1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "contact_mode" text NOT NULL DEFAULT 'phone_and_messages', ` +
        `ADD CONSTRAINT "CHK_properties_contact_mode" CHECK ("contact_mode" IN ('phone_and_messages', 'messages_only'))`,
    );
    await queryRunner.query(`ALTER TABLE "listing_daily_stats" ADD "phones" integer NOT NULL DEFAULT 0, ADD "messages" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "listing_events" DROP CONSTRAINT "CHK_listing_events_kind", ` +
        `ADD CONSTRAINT "CHK_listing_events_kind" CHECK ("kind" IN ('view', 'call', 'whatsapp', 'share', 'save', 'phone', 'message'))`,
    );
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" SERIAL NOT NULL, "property_id" integer, "seeker_id" integer, "owner_id" integer, "listing" jsonb NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_message_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `"last_sender_id" integer, "last_message" text, ` +
        `"seeker_read_at" TIMESTAMP WITH TIME ZONE, "owner_read_at" TIMESTAMP WITH TIME ZONE, ` +
        `"seeker_mailed_at" TIMESTAMP WITH TIME ZONE, "owner_mailed_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, ` +
        `CONSTRAINT "PK_conversations" PRIMARY KEY ("id"), CONSTRAINT "UQ_conversations_listing_seeker" UNIQUE ("property_id", "seeker_id"), ` +
        `CONSTRAINT "FK_conversations_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE SET NULL, ` +
        `CONSTRAINT "FK_conversations_seeker" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE SET NULL, ` +
        `CONSTRAINT "FK_conversations_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_conversations_seeker" ON "conversations" ("seeker_id", "last_message_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_conversations_owner" ON "conversations" ("owner_id", "last_message_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_conversations_old" ON "conversations" ("last_message_at")`);
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" SERIAL NOT NULL, "conversation_id" integer NOT NULL, "sender_id" integer, "body" text, "images" jsonb NOT NULL DEFAULT '[]', ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_messages" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "FK_messages_conversation" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_messages_sender" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_messages_conversation" ON "messages" ("conversation_id", "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_messages_sender" ON "messages" ("sender_id", "id" DESC)`);
    await queryRunner.query(
      `CREATE TABLE "message_blocks" ("blocker_id" integer NOT NULL, "blocked_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_message_blocks" PRIMARY KEY ("blocker_id", "blocked_id"), ` +
        `CONSTRAINT "FK_message_blocks_blocker" FOREIGN KEY ("blocker_id") REFERENCES "users"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_message_blocks_blocked" FOREIGN KEY ("blocked_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_message_blocks_blocked" ON "message_blocks" ("blocked_id")`);
    await queryRunner.query(
      `CREATE TABLE "conversation_reports" ("id" SERIAL NOT NULL, "conversation_id" integer NOT NULL, "user_id" integer NOT NULL, "reason" text NOT NULL, "details" text, ` +
        `"status" text NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_conversation_reports" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "UQ_conversation_reports_once" UNIQUE ("conversation_id", "user_id"), ` +
        `CONSTRAINT "CHK_conversation_reports_reason" CHECK ("reason" IN ('spam', 'scam', 'abuse', 'other')), ` +
        `CONSTRAINT "CHK_conversation_reports_status" CHECK ("status" IN ('open', 'dismissed', 'closed')), ` +
        `CONSTRAINT "FK_conversation_reports_conversation" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_conversation_reports_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_conversation_reports_open" ON "conversation_reports" ("created_at") WHERE "status" = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "conversation_reports"`);
    await queryRunner.query(`DROP TABLE "message_blocks"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
    await queryRunner.query(`DELETE FROM "listing_events" WHERE "kind" IN ('phone', 'message')`);
    await queryRunner.query(
      `ALTER TABLE "listing_events" DROP CONSTRAINT "CHK_listing_events_kind", ADD CONSTRAINT "CHK_listing_events_kind" CHECK ("kind" IN ('view', 'call', 'whatsapp', 'share', 'save'))`,
    );
    await queryRunner.query(`ALTER TABLE "listing_daily_stats" DROP COLUMN "messages", DROP COLUMN "phones"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_contact_mode", DROP COLUMN "contact_mode"`);
  }
}
