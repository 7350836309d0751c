-- Invoices paid over time: a deposit due first and the sum paid so far, both within the total.
ALTER TABLE "invoices" ADD COLUMN "deposit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_instalments_within_total" CHECK ("invoices"."deposit_minor" BETWEEN 0 AND "invoices"."total_amount_minor" AND "invoices"."paid_minor" BETWEEN 0 AND "invoices"."total_amount_minor");--> statement-breakpoint
-- Invoices paid before instalments existed were paid in full.
UPDATE "invoices" SET "paid_minor" = "total_amount_minor" WHERE "payment_status" = 'PAID';
