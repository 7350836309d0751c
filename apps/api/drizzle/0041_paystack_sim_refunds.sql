CREATE TABLE "paystack_sim_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"merchant_note" text,
	"status" text DEFAULT 'processed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "paystack_sim_refunds_transaction_reference_index" ON "paystack_sim_refunds" USING btree ("transaction_reference");--> statement-breakpoint
-- Refunds made before the simulation kept each one: one entry per charge for what it gave back so far.
INSERT INTO "paystack_sim_refunds" ("id", "transaction_reference", "amount", "currency")
SELECT gen_random_uuid(), "reference", "refunded_amount", "currency" FROM "paystack_sim_transactions" WHERE "refunded_amount" > 0;
