import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The legal directory: profiles (public once an admin has checked the registration number),
 * consultation requests, and the ratings that only a completed request allows, one each.
 */
export class CreateLegalAdvisors1795620000000 implements MigrationInterface {
  name = 'CreateLegalAdvisors1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "legal_advisors" ("id" SERIAL NOT NULL, "user_id" integer, "full_name" text NOT NULL, "profession" text NOT NULL, ` +
        `"registration_number" text NOT NULL, "chamber" text NOT NULL, "commune" text NOT NULL, "office_address" text, "phone" text NOT NULL, ` +
        `"specializations" text[] NOT NULL, "languages" text[] NOT NULL, "experience_years" integer NOT NULL, "bio" text NOT NULL, "photo" text, ` +
        `"status" text NOT NULL DEFAULT 'pending', "admin_note" text, "verified_at" TIMESTAMP WITH TIME ZONE, "verified_by" integer, ` +
        `"rating_sum" integer NOT NULL DEFAULT 0, "rating_count" integer NOT NULL DEFAULT 0, "is_demo" boolean NOT NULL DEFAULT false, "search_text" text NOT NULL DEFAULT '', ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, ` +
        `CONSTRAINT "PK_legal_advisors" PRIMARY KEY ("id"), CONSTRAINT "UQ_legal_advisors_user" UNIQUE ("user_id"), ` +
        `CONSTRAINT "CHK_legal_advisors_status" CHECK ("status" IN ('pending', 'verified', 'rejected')), ` +
        `CONSTRAINT "FK_legal_advisors_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_legal_advisors_listed" ON "legal_advisors" ("full_name") WHERE "status" = 'verified' AND "deleted_at" IS NULL`);
    await queryRunner.query(
      `CREATE TABLE "advisor_requests" ("id" SERIAL NOT NULL, "advisor_id" integer NOT NULL, "requester_id" integer NOT NULL, "subject" text NOT NULL, "message" text NOT NULL, ` +
        `"preferred_channel" text NOT NULL, "phone" text, "status" text NOT NULL DEFAULT 'new', ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_advisor_requests" PRIMARY KEY ("id"), CONSTRAINT "CHK_advisor_requests_status" CHECK ("status" IN ('new', 'accepted', 'completed', 'declined')), ` +
        `CONSTRAINT "FK_advisor_requests_advisor" FOREIGN KEY ("advisor_id") REFERENCES "legal_advisors"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_advisor_requests_requester" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_advisor_requests_advisor" ON "advisor_requests" ("advisor_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_advisor_requests_requester" ON "advisor_requests" ("requester_id", "created_at")`);
    await queryRunner.query(
      `CREATE TABLE "advisor_ratings" ("id" SERIAL NOT NULL, "request_id" integer NOT NULL, "advisor_id" integer NOT NULL, "stars" integer NOT NULL, "comment" text, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_advisor_ratings" PRIMARY KEY ("id"), ` +
        `CONSTRAINT "UQ_advisor_ratings_request" UNIQUE ("request_id"), CONSTRAINT "CHK_advisor_ratings_stars" CHECK ("stars" BETWEEN 1 AND 5), ` +
        `CONSTRAINT "FK_advisor_ratings_request" FOREIGN KEY ("request_id") REFERENCES "advisor_requests"("id") ON DELETE CASCADE, ` +
        `CONSTRAINT "FK_advisor_ratings_advisor" FOREIGN KEY ("advisor_id") REFERENCES "legal_advisors"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_advisor_ratings_advisor" ON "advisor_ratings" ("advisor_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "advisor_ratings"`);
    await queryRunner.query(`DROP TABLE "advisor_requests"`);
    await queryRunner.query(`DROP TABLE "legal_advisors"`);
  }
}
