CREATE TABLE "invoice_refunds" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_refunds_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "invoice_refunds_amount_positive" CHECK ("invoice_refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "invoices_paid_amounts";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_merchant_id_invoice_id_invoices_merchant_id_id_fk" FOREIGN KEY ("merchant_id","invoice_id") REFERENCES "public"."invoices"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_refunds_invoice" ON "invoice_refunds" USING btree ("merchant_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_refunds_unmailed" ON "invoice_refunds" USING btree ("created_at") WHERE "invoice_refunds"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "refunds_unmailed" ON "refunds" USING btree ("created_at") WHERE "refunds"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "invoices_paid_amounts" ON "invoices" USING btree ("merchant_id","currency","paid_at","total_amount_minor","refunded_minor") WHERE "invoices"."payment_status" = 'PAID';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refunded_within_paid" CHECK ("invoices"."refunded_minor" BETWEEN 0 AND "invoices"."paid_minor");--> statement-breakpoint
-- Refunds made before refund emails existed are not mailed now.
UPDATE "refunds" SET "mailed_at" = "created_at";
