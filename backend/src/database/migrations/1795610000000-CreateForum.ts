import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The forum: topics and replies (Markdown, rendered once when saved), likes, reports, what each
 * member has read and watches, and the reward points ledger the helpful answers feed.
 */
export class CreateForum1795610000000 implements MigrationInterface {
  name = 'CreateForum1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const post = (table: string, extra: string) =>
      `CREATE TABLE "${table}" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, ${extra}"body" text NOT NULL, "body_html" text NOT NULL, ` +
      `"status" text NOT NULL, "like_count" integer NOT NULL DEFAULT 0, "is_demo" boolean NOT NULL DEFAULT false, ` +
      `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "edited_at" TIMESTAMP WITH TIME ZONE, "deleted_at" TIMESTAMP WITH TIME ZONE, ` +
      `CONSTRAINT "PK_${table}" PRIMARY KEY ("id"), CONSTRAINT "CHK_${table}_status" CHECK ("status" IN ('pending', 'published', 'hidden')), ` +
      `CONSTRAINT "FK_${table}_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE`;
    await queryRunner.query(
      post(
        'forum_topics',
        `"title" text NOT NULL, "category" text NOT NULL, "tags" text[] NOT NULL DEFAULT '{}', "is_pinned" boolean NOT NULL DEFAULT false, "is_locked" boolean NOT NULL DEFAULT false, "view_count" integer NOT NULL DEFAULT 0, "reply_count" integer NOT NULL DEFAULT 0, "last_activity_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "search_text" text NOT NULL DEFAULT '', `,
      ) + ')',
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_topics_list" ON "forum_topics" ("is_pinned" DESC, "last_activity_at" DESC) WHERE "deleted_at" IS NULL AND "status" = 'published'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_forum_topics_user" ON "forum_topics" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_forum_topics_search_text" ON "forum_topics" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(
      post('forum_replies', `"topic_id" integer NOT NULL, "parent_id" integer, "is_helpful" boolean NOT NULL DEFAULT false, `) +
        `, CONSTRAINT "FK_forum_replies_topic" FOREIGN KEY ("topic_id") REFERENCES "forum_topics"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_forum_replies_parent" FOREIGN KEY ("parent_id") REFERENCES "forum_replies"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_forum_replies_topic" ON "forum_replies" ("topic_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_forum_replies_user" ON "forum_replies" ("user_id", "created_at")`);
    await queryRunner.query(
      `CREATE TABLE "forum_likes" ("user_id" integer NOT NULL, "kind" text NOT NULL, "post_id" integer NOT NULL, CONSTRAINT "PK_forum_likes" PRIMARY KEY ("kind", "post_id", "user_id"), ` +
        `CONSTRAINT "FK_forum_likes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "forum_reports" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "kind" text NOT NULL, "post_id" integer NOT NULL, "reason" text NOT NULL, "details" text, ` +
        `"status" text NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_forum_reports" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "UQ_forum_reports_once" UNIQUE ("kind", "post_id", "user_id"), CONSTRAINT "CHK_forum_reports_status" CHECK ("status" IN ('open', 'dismissed', 'hidden')), ` +
        `CONSTRAINT "FK_forum_reports_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_forum_reports_open" ON "forum_reports" ("created_at") WHERE "status" = 'open'`);
    await queryRunner.query(
      `CREATE TABLE "forum_reads" ("user_id" integer NOT NULL, "topic_id" integer NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_forum_reads" PRIMARY KEY ("user_id", "topic_id"), CONSTRAINT "FK_forum_reads_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_forum_reads_topic" FOREIGN KEY ("topic_id") REFERENCES "forum_topics"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "forum_watches" ("user_id" integer NOT NULL, "topic_id" integer NOT NULL, "token" text NOT NULL, CONSTRAINT "PK_forum_watches" PRIMARY KEY ("user_id", "topic_id"), ` +
        `CONSTRAINT "UQ_forum_watches_token" UNIQUE ("token"), CONSTRAINT "FK_forum_watches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_forum_watches_topic" FOREIGN KEY ("topic_id") REFERENCES "forum_topics"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "points_ledger" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "points" integer NOT NULL, "reason" text NOT NULL, "source" text NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_points_ledger" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "UQ_points_ledger_source" UNIQUE ("reason", "source"), CONSTRAINT "FK_points_ledger_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_points_ledger_user" ON "points_ledger" ("user_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['points_ledger', 'forum_watches', 'forum_reads', 'forum_reports', 'forum_likes', 'forum_replies', 'forum_topics'])
      await queryRunner.query(`DROP TABLE "${table}"`);
  }
}
