import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What visitors and members send the site: contact messages, suggestions (with the status admins set), support offers. */
export class CreateEngagement1795650000000 implements MigrationInterface {
  name = 'CreateEngagement1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" SERIAL NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "phone" text, "subject" text, "message" text NOT NULL, ` +
        `"inquiry_type" text NOT NULL, "language" varchar(2) NOT NULL DEFAULT 'ar', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_contact_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("created_at")`);
    await queryRunner.query(
      `CREATE TABLE "suggestions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "title" text NOT NULL, "category" text NOT NULL, "description" text NOT NULL, ` +
        `"priority" text NOT NULL DEFAULT 'medium', "status" text NOT NULL DEFAULT 'new', ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_suggestions" PRIMARY KEY ("id"), CONSTRAINT "CHK_suggestions_status" CHECK ("status" IN ('new', 'planned', 'done', 'declined')), ` +
        `CONSTRAINT "CHK_suggestions_priority" CHECK ("priority" IN ('low', 'medium', 'high')), ` +
        `CONSTRAINT "FK_suggestions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_suggestions_user" ON "suggestions" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_suggestions_status" ON "suggestions" ("status", "created_at")`);
    await queryRunner.query(
      `CREATE TABLE "support_requests" ("id" SERIAL NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "phone" text NOT NULL, "company" text, "message" text NOT NULL, ` +
        `"investment_type" text, "support_plan" text, "language" varchar(2) NOT NULL DEFAULT 'ar', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_support_requests" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['support_requests', 'suggestions', 'contact_messages']) await queryRunner.query(`DROP TABLE "${table}"`);
  }
}
