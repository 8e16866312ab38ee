import type { MigrationInterface, QueryRunner } from 'typeorm';

// The plans as first sold; admins change prices, limits and features afterwards.
const PLANS = [
  { name: 'free', price: 0, duration: 0, limit: 3, canFeature: false, popular: false },
  { name: 'basic', price: 2500, duration: 30, limit: 10, canFeature: true, popular: true },
  { name: 'premium', price: 5000, duration: 30, limit: 50, canFeature: true, popular: false },
];
const FEATURES: Record<string, [string, string][]> = {
  free: [
    ['حتى 3 عقارات', 'Up to 3 properties'],
    ['إدراج عادي للعقارات', 'Basic listing'],
    ['دعم أساسي', 'Basic support'],
  ],
  basic: [
    ['حتى 10 عقارات', 'Up to 10 properties'],
    ['إبراز العقارات', 'Featured listing'],
    ['دعم عبر البريد الإلكتروني', 'Email support'],
    ['إحصائيات العقارات', 'Analytics'],
  ],
  premium: [
    ['حتى 50 عقارًا', 'Up to 50 properties'],
    ['أولوية في الظهور والإبراز', 'Priority featured listing'],
    ['إحصائيات متقدمة', 'Advanced analytics'],
    ['دعم عبر الهاتف والبريد الإلكتروني', 'Phone and email support'],
    ['استشارة قانونية', 'Legal consultation'],
    ['هوية تجارية مخصصة', 'Custom branding'],
    ['الوصول إلى واجهة البرمجة (API)', 'API access'],
    ['شارة التميز', 'Featured badge'],
  ],
};

/**
 * Plans in the database (admins edit them), the account's plan end date and its pending notices,
 * and payment requests: a unique reference, then a receipt (kept here, never public) and a
 * transaction number, each usable once while its request is pending or approved.
 */
export class CreatePlansAndPayments1795640000001 implements MigrationInterface {
  name = 'CreatePlansAndPayments1795640000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "subscription_plans" ("id" SERIAL NOT NULL, "name" varchar(20) NOT NULL, "description_ar" text, "description_en" text, ` +
        `"price" numeric(10,2) NOT NULL, "duration" integer NOT NULL, "listing_limit" integer NOT NULL, "can_feature" boolean NOT NULL, "popular" boolean NOT NULL DEFAULT false, ` +
        `"features" jsonb NOT NULL DEFAULT '[]', "is_active" boolean NOT NULL DEFAULT true, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ` +
        `CONSTRAINT "PK_subscription_plans" PRIMARY KEY ("id"), CONSTRAINT "UQ_subscription_plans_name" UNIQUE ("name"), ` +
        `CONSTRAINT "CHK_subscription_plans_name" CHECK ("name" IN ('free', 'basic', 'premium')), CONSTRAINT "CHK_subscription_plans_price" CHECK ("price" >= 0), ` +
        `CONSTRAINT "CHK_subscription_plans_duration" CHECK ("duration" >= 0), CONSTRAINT "CHK_subscription_plans_limit" CHECK ("listing_limit" >= 1))`,
    );
    for (const plan of PLANS) {
      const features = FEATURES[plan.name].map(([ar, en]) => ({ ar, en }));
      await queryRunner.query(
        `INSERT INTO "subscription_plans" ("name", "price", "duration", "listing_limit", "can_feature", "popular", "features") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [plan.name, plan.price, plan.duration, plan.limit, plan.canFeature, plan.popular, JSON.stringify(features)],
      );
    }

    await queryRunner.query(`ALTER TABLE "users" ADD "plan_expires_at" TIMESTAMP WITH TIME ZONE, ADD "plan_reminded_days" integer, ADD "plan_notice" varchar(20)`);

    await queryRunner.query(
      `CREATE TABLE "payment_requests" ("id" SERIAL NOT NULL, "user_id" integer, "plan" varchar(20) NOT NULL, "amount" numeric(10,2) NOT NULL, ` +
        `"method" text NOT NULL, "reference" text NOT NULL, "status" text NOT NULL DEFAULT 'awaiting_receipt', "transaction_number" text, "receipt_sha256" text, ` +
        `"reject_reason" text, "decided_by" integer, "period_start" TIMESTAMP WITH TIME ZONE, "period_end" TIMESTAMP WITH TIME ZONE, ` +
        `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "submitted_at" TIMESTAMP WITH TIME ZONE, "decided_at" TIMESTAMP WITH TIME ZONE, ` +
        `CONSTRAINT "PK_payment_requests" PRIMARY KEY ("id"), CONSTRAINT "UQ_payment_requests_reference" UNIQUE ("reference"), ` +
        `CONSTRAINT "CHK_payment_requests_status" CHECK ("status" IN ('awaiting_receipt', 'pending', 'approved', 'rejected')), ` +
        `CONSTRAINT "CHK_payment_requests_method" CHECK ("method" IN ('baridimob', 'ccp', 'cash')), ` +
        // Payments are accounting records: kept when the account is erased.
        `CONSTRAINT "FK_payment_requests_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL, ` +
        `CONSTRAINT "FK_payment_requests_decided_by" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payment_requests_user" ON "payment_requests" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_requests_status" ON "payment_requests" ("status", "submitted_at")`);
    // A rejected request frees its number and receipt (a wrong amount, paid again properly).
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payment_requests_transaction" ON "payment_requests" ("transaction_number") WHERE "status" IN ('pending', 'approved')`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payment_requests_receipt" ON "payment_requests" ("receipt_sha256") WHERE "status" IN ('pending', 'approved')`);
    await queryRunner.query(
      `CREATE TABLE "payment_receipts" ("payment_id" integer NOT NULL, "media_type" text NOT NULL, "content" bytea NOT NULL, ` +
        `CONSTRAINT "PK_payment_receipts" PRIMARY KEY ("payment_id"), CONSTRAINT "FK_payment_receipts_payment" FOREIGN KEY ("payment_id") REFERENCES "payment_requests"("id") ON DELETE CASCADE)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_receipts"`);
    await queryRunner.query(`DROP TABLE "payment_requests"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "plan_expires_at", DROP COLUMN "plan_reminded_days", DROP COLUMN "plan_notice"`);
    await queryRunner.query(`DROP TABLE "subscription_plans"`);
  }
}
