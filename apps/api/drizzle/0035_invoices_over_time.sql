-- Invoices over time (decision 040): VAT at a per-merchant rate, a deposit due first and the sum paid so far.
CREATE TABLE "invoice_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"vat_rate_bp" integer DEFAULT 750 NOT NULL,
	CONSTRAINT "invoice_settings_vat_rate" CHECK ("invoice_settings"."vat_rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vat" CHECK ("invoices"."vat_rate_bp" BETWEEN 0 AND 10000 AND "invoices"."vat_minor" >= 0 AND "invoices"."total_amount_minor" = "invoices"."amount_minor" + "invoices"."vat_minor");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_instalments_within_total" CHECK ("invoices"."deposit_minor" BETWEEN 0 AND "invoices"."total_amount_minor" AND "invoices"."paid_minor" BETWEEN 0 AND "invoices"."total_amount_minor");--> statement-breakpoint
-- Invoices paid before instalments existed were paid in full.
UPDATE "invoices" SET "paid_minor" = "total_amount_minor" WHERE "payment_status" = 'PAID';
