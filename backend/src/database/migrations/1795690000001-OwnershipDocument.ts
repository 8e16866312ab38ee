import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The title deed a listing's owner states (shared-contracts OWNERSHIP_DOCUMENTS); null when none
 * is stated, which every listing of before is. No index: the filter is always one among others
 * on the public search's partial indexes, and a rare document narrows what they give.
 */
export class OwnershipDocument1795690000001 implements MigrationInterface {
  name = 'OwnershipDocument1795690000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "ownership_document" character varying(30)`);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_ownership_document" ` +
        `CHECK ("ownership_document" IN ('notarial-deed', 'land-registry-booklet', 'administrative-decision'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "ownership_document"`);
  }
}
