import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which mail jobs have delivered their mail: a job tried again after its mail went out does not send it twice. */
export class MailDeliveries1795700000000 implements MigrationInterface {
  name = 'MailDeliveries1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_deliveries" ("key" text NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_deliveries" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_mail_deliveries_delivered" ON "mail_deliveries" ("delivered_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_deliveries"`);
  }
}
