import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Newsletter subscribers with double opt-in: the consent's date, and one-use tokens to confirm and to leave. */
export class CreateNewsletter1795630000000 implements MigrationInterface {
  name = 'CreateNewsletter1795630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscribers" ("id" SERIAL NOT NULL, "email" text NOT NULL, "language" varchar(2) NOT NULL DEFAULT 'ar', ` +
        `"status" text NOT NULL DEFAULT 'pending', "confirm_token" text, "unsubscribe_token" text, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "consented_at" TIMESTAMP WITH TIME ZONE, "unsubscribed_at" TIMESTAMP WITH TIME ZONE, ` +
        `CONSTRAINT "PK_newsletter_subscribers" PRIMARY KEY ("id"), CONSTRAINT "UQ_newsletter_confirm_token" UNIQUE ("confirm_token"), ` +
        `CONSTRAINT "UQ_newsletter_unsubscribe_token" UNIQUE ("unsubscribe_token"), ` +
        `CONSTRAINT "CHK_newsletter_status" CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_email" ON "newsletter_subscribers" (lower("email"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
  }
}
