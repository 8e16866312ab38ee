import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the public search may show; every index of a search shape is partial on it. */
const VISIBLE = `WHERE "is_active" AND "status" = 'active'`;

/** [name, columns, more of the WHERE]: each sort with the equality filters in front of it. */
const SEARCH_INDEXES: [string, string, string?][] = [
  ['IDX_properties_latest', `"created_at" DESC, "id" DESC`],
  ['IDX_properties_commune_latest', `"commune", "created_at" DESC, "id" DESC`],
  ['IDX_properties_type_latest', `"property_type", "created_at" DESC, "id" DESC`],
  ['IDX_properties_commune_type_latest', `"commune", "property_type", "created_at" DESC, "id" DESC`],
  ['IDX_properties_commune_price', `"commune", "price_dzd", "id"`],
  ['IDX_properties_commune_views', `"commune", "view_count" DESC, "id" DESC`],
  ['IDX_properties_purpose_latest', `"price_type", "created_at" DESC, "id" DESC`],
  ['IDX_properties_price', `"price_dzd", "id"`],
  ['IDX_properties_purpose_price', `"price_type", "price_dzd", "id"`],
  ['IDX_properties_type_price', `"property_type", "price_dzd", "id"`],
  ['IDX_properties_views', `"view_count" DESC, "id" DESC`],
  ['IDX_properties_featured_latest', `"created_at" DESC, "id" DESC`, ` AND "is_featured"`],
];

/**
 * Listings (property) with the price in dinars and the normalised search text the
 * service keeps in step. One index per main search shape, so none of them scans the table.
 */
export class CreateProperties1795330000000 implements MigrationInterface {
  name = 'CreateProperties1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "properties" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "title" character varying(150) NOT NULL, ` +
        `"title_en" character varying(150), "description" text NOT NULL, "description_en" text, "price" numeric(15,2) NOT NULL, ` +
        `"price_unit" character varying(10) NOT NULL DEFAULT 'dzd', "price_dzd" numeric(25,2) NOT NULL, ` +
        `"price_type" character varying(10) NOT NULL DEFAULT 'sale', "property_type" character varying(30) NOT NULL, ` +
        `"commune" character varying(40), "address" character varying(300), "address_en" character varying(300), ` +
        `"area" numeric(10,2), "bedrooms" integer, "bathrooms" integer, "features" jsonb NOT NULL DEFAULT '[]', ` +
        `"features_en" jsonb NOT NULL DEFAULT '[]', "images" jsonb NOT NULL DEFAULT '[]', "videos" jsonb NOT NULL DEFAULT '[]', ` +
        `"virtual_tour" text, "documents" jsonb NOT NULL DEFAULT '[]', "coordinates" jsonb, "is_active" boolean NOT NULL DEFAULT true, ` +
        `"is_featured" boolean NOT NULL DEFAULT false, "status" character varying(10) NOT NULL DEFAULT 'active', ` +
        `"view_count" integer NOT NULL DEFAULT '0', "rating" numeric(3,2) NOT NULL DEFAULT '0', "rating_count" integer NOT NULL DEFAULT '0', ` +
        `"search_text" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `"updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "CHK_properties_price_unit" CHECK ("price_unit" IN ('dzd', 'million', 'billion')), ` +
        `CONSTRAINT "CHK_properties_price_type" CHECK ("price_type" IN ('sale', 'rent', 'exchange')), ` +
        `CONSTRAINT "CHK_properties_status" CHECK ("status" IN ('active', 'pending', 'sold', 'rented')), ` +
        `CONSTRAINT "PK_properties" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "FK_properties_user" FOREIGN KEY ("user_id") ` + `REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // An owner's listings, newest first (GET /api/user/properties, the plan count, the cascade).
    await queryRunner.query(`CREATE INDEX "IDX_properties_user" ON "properties" ("user_id", "created_at" DESC, "id" DESC)`);
    for (const [name, columns, extra] of SEARCH_INDEXES) {
      await queryRunner.query(`CREATE INDEX "${name}" ON "properties" (${columns}) ${VISIBLE}${extra ?? ''}`);
    }
    await queryRunner.query(`CREATE INDEX "IDX_properties_search_text" ON "properties" USING gin ("search_text" gin_trgm_ops) ${VISIBLE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "properties"`);
  }
}
