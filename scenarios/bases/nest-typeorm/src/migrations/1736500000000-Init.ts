import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1736500000000 implements MigrationInterface {
  name = 'Init1736500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "accounts" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" character varying NOT NULL, "display_name" character varying NOT NULL, "stripe_customer_id" character varying, "credits" integer NOT NULL DEFAULT 0, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_accounts_email" UNIQUE ("email"), CONSTRAINT "PK_accounts" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "subscriptions" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "account_id" uuid NOT NULL, "stripe_subscription_id" character varying NOT NULL, "plan" character varying NOT NULL, "status" character varying NOT NULL, "current_period_end" TIMESTAMP WITH TIME ZONE, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_subscriptions_stripe_id" UNIQUE ("stripe_subscription_id"), CONSTRAINT "PK_subscriptions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_subscriptions_account" ON "subscriptions" ("account_id")`);
    await queryRunner.query(
      `CREATE TABLE "credit_purchases" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "account_id" uuid NOT NULL, "credits" integer NOT NULL, "amount_cents" integer NOT NULL, "status" character varying NOT NULL DEFAULT 'pending', "payment_intent_id" character varying, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_credit_purchases_pi" UNIQUE ("payment_intent_id"), CONSTRAINT "PK_credit_purchases" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "credit_purchases"`);
    await queryRunner.query(`DROP INDEX "IDX_subscriptions_account"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "accounts"`);
  }
}
