CREATE TABLE "invoice_counters" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"merchant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"total_amount_minor" bigint NOT NULL,
	CONSTRAINT "invoice_lines_merchant_id_invoice_id_position_pk" PRIMARY KEY("merchant_id","invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_price_not_negative" CHECK ("invoice_lines"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"merchant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"authorization_url" text NOT NULL,
	"access_code" text NOT NULL,
	"ledger_transaction_id" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_merchant_id_reference_pk" PRIMARY KEY("merchant_id","reference"),
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_number" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"payment_status" text DEFAULT 'NEW' NOT NULL,
	"customer_id" uuid,
	"fullname" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"amount_minor" bigint NOT NULL,
	"total_amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"billing_date" date NOT NULL,
	"due_date" date NOT NULL,
	"pay_token_hash" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "invoices_merchant_number" UNIQUE("merchant_id","invoice_number"),
	CONSTRAINT "invoices_amounts_not_negative" CHECK ("invoices"."amount_minor" >= 0 AND "invoices"."total_amount_minor" >= 0),
	CONSTRAINT "invoices_due_after_billing" CHECK ("invoices"."due_date" >= "invoices"."billing_date")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_merchant_id_invoice_id_invoices_merchant_id_id_fk" FOREIGN KEY ("merchant_id","invoice_id") REFERENCES "public"."invoices"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_merchant_id_invoice_id_invoices_merchant_id_id_fk" FOREIGN KEY ("merchant_id","invoice_id") REFERENCES "public"."invoices"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("merchant_id","invoice_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_payments_pending" ON "invoice_payments" USING btree ("created_at") WHERE "invoice_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_merchant_recent" ON "invoices" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_merchant_status_recent" ON "invoices" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_merchant_payment_recent" ON "invoices" USING btree ("merchant_id","payment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_merchant_billing_date" ON "invoices" USING btree ("merchant_id","billing_date");--> statement-breakpoint
CREATE INDEX "invoices_fullname_trgm" ON "invoices" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_pay_token" ON "invoices" USING btree ("pay_token_hash") WHERE "invoices"."pay_token_hash" IS NOT NULL;