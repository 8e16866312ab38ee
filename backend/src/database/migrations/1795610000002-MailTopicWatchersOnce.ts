import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a reply's watchers were mailed: the job that mails them marks the reply first, so that a
 * reply is announced once, however often its job is sent or tried.
 */
export class MailTopicWatchersOnce1795610000002 implements MigrationInterface {
  name = 'MailTopicWatchersOnce1795610000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "forum_replies" ADD "watchers_mailed_at" TIMESTAMP WITH TIME ZONE`);
    // Replies published before this were announced as they were written.
    await queryRunner.query(`UPDATE "forum_replies" SET "watchers_mailed_at" = "created_at" WHERE "status" = 'published'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "forum_replies" DROP COLUMN "watchers_mailed_at"`);
  }
}
