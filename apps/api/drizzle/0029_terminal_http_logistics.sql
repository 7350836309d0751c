CREATE TABLE "shipment_bookings" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"rate" jsonb NOT NULL,
	"pickup_address" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"parcel" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_bookings_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "shipment_bookings_merchant_order" UNIQUE("merchant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "terminal_sim_addresses" (
	"address_id" text PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_sim_packaging" (
	"packaging_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"packaging" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_sim_packaging_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "terminal_sim_parcels" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"parcel" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_sim_rates" (
	"rate_id" text PRIMARY KEY NOT NULL,
	"pickup_address_id" text NOT NULL,
	"delivery_address_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"rate" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_sim_shipments" (
	"shipment_id" text PRIMARY KEY NOT NULL,
	"order_key" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"pickup_address_id" text NOT NULL,
	"delivery_address_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"rate_id" text,
	"carrier_name" text,
	"tracking_number" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_sim_shipments_orderKey_unique" UNIQUE("order_key")
);
--> statement-breakpoint
CREATE TABLE "terminal_sim_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "shipments_due";--> statement-breakpoint
ALTER TABLE "shipment_bookings" ADD CONSTRAINT "shipment_bookings_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_bookings" ADD CONSTRAINT "shipment_bookings_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_sim_shipments_due" ON "terminal_sim_shipments" USING btree ("next_step_at") WHERE "terminal_sim_shipments"."next_step_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "terminal_sim_webhooks_due" ON "terminal_sim_webhooks" USING btree ("next_attempt_at") WHERE "terminal_sim_webhooks"."delivered_at" IS NULL AND "terminal_sim_webhooks"."failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "next_step_at";