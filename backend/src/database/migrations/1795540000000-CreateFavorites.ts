import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Listings a signed-in user saved, with their price when saved (a later drop is pointed out). */
export class CreateFavorites1795540000000 implements MigrationInterface {
  name = 'CreateFavorites1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "favorites" ("user_id" integer NOT NULL, "property_id" integer NOT NULL, "saved_price_dzd" numeric(25,2) NOT NULL, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_favorites" PRIMARY KEY ("user_id", "property_id"), ` +
        `CONSTRAINT "FK_favorites_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_favorites_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_favorites_property" ON "favorites" ("property_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_favorites_user_latest" ON "favorites" ("user_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "favorites"`);
  }
}
