import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mail kept instead of sent when SMTP_URL is unset. */
export class CreateMailOutbox1795310000003 implements MigrationInterface {
  name = 'CreateMailOutbox1795310000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" SERIAL NOT NULL, "to" character varying(254) NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
