ALTER TABLE "billing_accounts" DROP COLUMN "month_usage_cents";--> statement-breakpoint
ALTER TABLE "billing_accounts" DROP COLUMN "month";