import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has opened which article today, as a keyed hash of the visitor and of a signed-out
 * visitor's address (as forum_views and property_views): an article's view counts once per
 * visitor and day, as a listing's and a topic's do. Rows older than a day are deleted by a job.
 */
export class CountBlogViewsPerVisitorAndDay1795740000000 implements MigrationInterface {
  name = 'CountBlogViewsPerVisitorAndDay1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blog_views" ("post_id" integer NOT NULL, "visitor" bytea NOT NULL, "address" bytea, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_blog_views" PRIMARY KEY ("post_id", "visitor"), ` +
        `CONSTRAINT "FK_blog_views_post" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_blog_views_seen_at" ON "blog_views" ("seen_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_views_address" ON "blog_views" ("post_id", "address") WHERE "address" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog_views"`);
  }
}
