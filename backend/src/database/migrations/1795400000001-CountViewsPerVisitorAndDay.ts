import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has seen which listing today, as a keyed hash of the visitor (never an address or a
 * session): a view counts once per visitor and day. Rows older than a day are deleted by a job.
 */
export class CountViewsPerVisitorAndDay1795400000001 implements MigrationInterface {
  name = 'CountViewsPerVisitorAndDay1795400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "property_views" ("property_id" integer NOT NULL, "visitor" bytea NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_property_views" PRIMARY KEY ("property_id", "visitor"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_property_views_seen_at" ON "property_views" ("seen_at")`);
    await queryRunner.query(
      `ALTER TABLE "property_views" ADD CONSTRAINT "FK_property_views_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "property_views"`);
  }
}
