import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Keyword search needs trigram matching (pg_trgm) and accent folding (unaccent). */
export class EnableSearchExtensions1795304406543 implements MigrationInterface {
  name = 'EnableSearchExtensions1795304406543';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP EXTENSION IF EXISTS unaccent');
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
  }
}
