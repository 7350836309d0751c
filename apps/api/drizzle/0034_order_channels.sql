ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" IN ('online', 'payment_link', 'offline'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offline_method" CHECK (("orders"."channel" = 'offline') = ("orders"."offline_method" IS NOT NULL AND "orders"."offline_method" IN ('cash', 'bank_transfer', 'pos')));