import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has opened which topic today, as a keyed hash of the visitor (as property_views): a view
 * counts once per visitor and day. Rows older than a day are deleted by a job.
 */
export class CountTopicViewsPerVisitorAndDay1795610000001 implements MigrationInterface {
  name = 'CountTopicViewsPerVisitorAndDay1795610000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "forum_views" ("topic_id" integer NOT NULL, "visitor" bytea NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_forum_views" PRIMARY KEY ("topic_id", "visitor"), ` +
        `CONSTRAINT "FK_forum_views_topic" FOREIGN KEY ("topic_id") REFERENCES "forum_topics"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_forum_views_seen_at" ON "forum_views" ("seen_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "forum_views"`);
  }
}
