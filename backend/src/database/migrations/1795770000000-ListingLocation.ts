import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a listing is shown (docs/architecture.md §10). `coordinates` keeps the owner's point, which
 * only they and admins read; `shown_lat`/`shown_lng` hold the point every answer gives: the same
 * when `location_exact`, else one moved once at random within 500 m and kept until the owner moves
 * theirs. No listing had a point before (nothing filled `coordinates`); any that did is moved here.
 */
export class ListingLocation1795770000000 implements MigrationInterface {
  name = 'ListingLocation1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "location_exact" boolean NOT NULL DEFAULT false, ADD "shown_lat" double precision, ADD "shown_lng" double precision, ` +
        `ADD CONSTRAINT "CHK_properties_shown_point" CHECK (("shown_lat" IS NULL) = ("shown_lng" IS NULL))`,
    );
    // r = 500 m × √u, at an angle θ: uniform over the disc; a degree of latitude is 111,320 m.
    await queryRunner.query(
      `WITH moved AS (SELECT id, (coordinates->>'lat')::float8 AS lat, (coordinates->>'lng')::float8 AS lng, 499.5 * sqrt(random()) AS r, 2 * pi() * random() AS theta ` +
        `FROM properties WHERE jsonb_typeof(coordinates->'lat') = 'number' AND jsonb_typeof(coordinates->'lng') = 'number') ` +
        `UPDATE properties p SET shown_lat = round((m.lat + m.r * cos(m.theta) / 111320)::numeric, 6), ` +
        `shown_lng = round((m.lng + m.r * sin(m.theta) / (111320 * cos(radians(m.lat))))::numeric, 6) FROM moved m WHERE p.id = m.id`,
    );
    await queryRunner.query(`UPDATE properties SET coordinates = NULL WHERE shown_lat IS NULL AND coordinates IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_shown_point", DROP COLUMN "shown_lng", DROP COLUMN "shown_lat", DROP COLUMN "location_exact"`,
    );
  }
}
