import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog: posts (editor documents, rendered and sanitised once when saved), every slug a post
 * ever had (old links keep working), comments, and the members an admin lets write.
 */
export class CreateBlog1795600000000 implements MigrationInterface {
  name = 'CreateBlog1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "is_blog_author" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE TABLE "blog_posts" ("id" SERIAL NOT NULL, "author_id" integer NOT NULL, "slug" text NOT NULL, "title" text NOT NULL, "title_en" text, ` +
        `"excerpt" text, "excerpt_en" text, "content" jsonb NOT NULL, "content_en" jsonb, "content_html" text NOT NULL, "content_en_html" text, ` +
        `"category" text NOT NULL, "tags" text[] NOT NULL DEFAULT '{}', "tags_en" text[] NOT NULL DEFAULT '{}', "cover_image" text, ` +
        `"status" text NOT NULL, "publish_at" TIMESTAMP WITH TIME ZONE, "is_featured" boolean NOT NULL DEFAULT false, "is_demo" boolean NOT NULL DEFAULT false, ` +
        `"reading_minutes" integer NOT NULL DEFAULT 1, "view_count" integer NOT NULL DEFAULT 0, "search_text" text NOT NULL DEFAULT '', ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, ` +
        `CONSTRAINT "PK_blog_posts" PRIMARY KEY ("id"), CONSTRAINT "UQ_blog_posts_slug" UNIQUE ("slug"), ` +
        `CONSTRAINT "CHK_blog_posts_status" CHECK ("status" IN ('draft', 'scheduled', 'published')), ` +
        `CONSTRAINT "CHK_blog_posts_publish_at" CHECK ("status" = 'draft' OR "publish_at" IS NOT NULL), ` +
        `CONSTRAINT "FK_blog_posts_author" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    // The public list: live posts by publication, newest first.
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_public" ON "blog_posts" ("publish_at" DESC) WHERE "deleted_at" IS NULL AND "status" <> 'draft'`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_author" ON "blog_posts" ("author_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_search_text" ON "blog_posts" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE TABLE "blog_slugs" ("slug" text NOT NULL, "post_id" integer NOT NULL, CONSTRAINT "PK_blog_slugs" PRIMARY KEY ("slug"), ` +
        `CONSTRAINT "FK_blog_slugs_post" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "blog_comments" ("id" SERIAL NOT NULL, "post_id" integer NOT NULL, "user_id" integer NOT NULL, "body" text NOT NULL, "status" text NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_blog_comments" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "CHK_blog_comments_status" CHECK ("status" IN ('pending', 'approved')), ` +
        `CONSTRAINT "FK_blog_comments_post" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_blog_comments_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_blog_comments_post" ON "blog_comments" ("post_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_comments_user" ON "blog_comments" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog_comments"`);
    await queryRunner.query(`DROP TABLE "blog_slugs"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "is_blog_author"`);
  }
}
