CREATE TABLE "bank_accounts" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_verifications" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_verifications_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "escrow_holds" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"customer_email" text NOT NULL,
	"authorization_url" text NOT NULL,
	"funded_transaction_id" uuid,
	"settled_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escrow_holds_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "escrow_holds_merchantId_orderId_unique" UNIQUE("merchant_id","order_id"),
	CONSTRAINT "escrow_holds_merchantId_reference_unique" UNIQUE("merchant_id","reference"),
	CONSTRAINT "escrow_holds_amount_positive" CHECK ("escrow_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_amount" bigint NOT NULL,
	"to_amount" bigint NOT NULL,
	"rate" numeric(30, 12) NOT NULL,
	"rate_as_of" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ledger_transaction_id" uuid,
	"executed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_quotes_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "exchange_quotes_amounts_positive" CHECK ("exchange_quotes"."from_amount" > 0 AND "exchange_quotes"."to_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"merchant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text NOT NULL,
	"reason" text NOT NULL,
	"transfer_code" text,
	"failure_reason" text,
	"ledger_transaction_id" uuid NOT NULL,
	"settlement_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "payouts_merchantId_reference_unique" UNIQUE("merchant_id","reference"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_recipients" (
	"recipient_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"callback_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_sim_transactions_accessCode_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_code" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_sim_transfers_transferCode_unique" UNIQUE("transfer_code")
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topups" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email" text NOT NULL,
	"authorization_url" text NOT NULL,
	"access_code" text NOT NULL,
	"ledger_transaction_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topups_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "topups_merchantId_reference_unique" UNIQUE("merchant_id","reference"),
	CONSTRAINT "topups_amount_positive" CHECK ("topups"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_pins" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_pins_attempts_non_negative" CHECK ("wallet_pins"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_merchant_id_currency_pk" PRIMARY KEY("merchant_id","currency"),
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_currency_known" CHECK ("wallets"."currency" IN ('NGN', 'USD', 'GBP', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_verifications" ADD CONSTRAINT "bank_verifications_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD CONSTRAINT "escrow_holds_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_transaction_id_ledger_transactions_merchant_id_id_fk" FOREIGN KEY ("merchant_id","transaction_id") REFERENCES "public"."ledger_transactions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD CONSTRAINT "wallet_pins_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escrow_holds_reference_index" ON "escrow_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_id_transaction_id_index" ON "ledger_entries" USING btree ("merchant_id","transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_id_account_currency_index" ON "ledger_entries" USING btree ("merchant_id","account","currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_statement" ON "ledger_entries" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ledger_entries"."account" = 'wallet';--> statement-breakpoint
CREATE INDEX "ledger_transactions_merchant_id_reference_index" ON "ledger_transactions" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "payouts_reference_index" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_status_created_at_index" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "paystack_sim_transfers_status_due_at_index" ON "paystack_sim_transfers" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "paystack_sim_webhooks_due" ON "paystack_sim_webhooks" USING btree ("next_attempt_at") WHERE "paystack_sim_webhooks"."delivered_at" IS NULL AND "paystack_sim_webhooks"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "topups_reference_index" ON "topups" USING btree ("reference");