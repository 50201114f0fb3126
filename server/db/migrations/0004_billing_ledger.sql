ALTER TABLE "billing_accounts" ADD COLUMN "recharge_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "usage_mail_month" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "hold_id" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "ledger_entries_document_idx" ON "ledger_entries" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_credits_not_negative" CHECK ("billing_accounts"."credits_cents" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_after_not_negative" CHECK ("ledger_entries"."balance_after_cents" >= 0);