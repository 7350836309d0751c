-- Orders carry the channel they came by (online checkout, payment link, offline sale), how an offline
-- sale was paid, and a deposit paid before the rest with the rest's own checkout (decision 039).
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_amount" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" IN ('online', 'payment_link', 'offline'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offline_method" CHECK (("orders"."channel" = 'offline') = ("orders"."offline_method" IS NOT NULL AND "orders"."offline_method" IN ('cash', 'bank_transfer', 'pos')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_within_total" CHECK ("orders"."deposit_amount" IS NULL OR ("orders"."deposit_amount" > 0 AND "orders"."deposit_amount" < "orders"."total_price"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('awaiting_payment', 'partially_paid', 'paid', 'partially_refunded', 'refunded', 'expired'));