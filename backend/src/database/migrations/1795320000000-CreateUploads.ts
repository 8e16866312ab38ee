import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded photos: the files' names and who uploaded them (gone with the account). */
export class CreateUploads1795320000000 implements MigrationInterface {
  name = 'CreateUploads1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "uploads" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "file_name" character varying(64) NOT NULL, ` +
        `"thumbnail_name" character varying(64) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_uploads" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_uploads_user" ON "uploads" ("user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_uploads_file_name" ON "uploads" ("file_name")`);
    await queryRunner.query(`ALTER TABLE "uploads" ADD CONSTRAINT "FK_uploads_user" FOREIGN KEY ("user_id") ` + `REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "uploads"`);
  }
}
