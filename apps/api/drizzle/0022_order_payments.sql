ALTER TABLE "orders" DROP CONSTRAINT "orders_status_of_type";--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD COLUMN "order_type" text;--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before payments went through the provider (decision 021): no money was collected for
-- them. Those not yet under way wait for a payment that cannot come, so they expire on the expiry job's
-- first run (their stock and slots are released); those already shipped, marked paid or delivered were
-- treated as sold and stay paid, with no escrow (settled outside Oja).
UPDATE "orders" SET "payment_status" = 'awaiting_payment', "payment_due_at" = now(), "updated_at" = now()
  WHERE "status" IN ('processing', 'NEW', 'NOT_PAID');--> statement-breakpoint
UPDATE "orders" SET "paid_at" = "ordered_at" WHERE "payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_escrow_once" ON "ledger_transactions" USING btree ("merchant_id","kind","reference") WHERE "ledger_transactions"."kind" IN ('escrow_hold', 'escrow_release', 'escrow_refund');--> statement-breakpoint
CREATE INDEX "escrow_holds_release_due" ON "escrow_holds" USING btree ("release_at") WHERE "escrow_holds"."status" = 'held' AND "escrow_holds"."release_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "escrow_holds_merchant_orders" ON "escrow_holds" USING btree ("merchant_id","created_at" DESC NULLS LAST) WHERE "escrow_holds"."order_type" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_due" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('awaiting_payment', 'paid', 'refunded', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_of_type" CHECK (("orders"."type" = 'PRODUCT' AND "orders"."status" IN ('processing', 'shipped', 'awaiting_pickup', 'delivered', 'cancelled'))
        OR ("orders"."type" = 'SERVICE' AND "orders"."status" IN ('NEW', 'PENDING', 'PAID', 'DELIVERED', 'NOT_PAID', 'CANCELLED')));