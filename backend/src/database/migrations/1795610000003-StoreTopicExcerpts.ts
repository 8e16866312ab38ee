import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A topic's plain-text excerpt, made from its Markdown when it is written rather than on every list. */
export class StoreTopicExcerpts1795610000003 implements MigrationInterface {
  name = 'StoreTopicExcerpts1795610000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "forum_topics" ADD "excerpt" text NOT NULL DEFAULT ''`);
    // Topics written before: their body without Markdown's marks, as the list showed it.
    await queryRunner.query(`UPDATE "forum_topics" SET "excerpt" = left(btrim(regexp_replace(regexp_replace("body", '[#>*_\`~\\[\\]()!-]+', ' ', 'g'), '\\s+', ' ', 'g')), 160)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "forum_topics" DROP COLUMN "excerpt"`);
  }
}
