CREATE TABLE "bookings" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"booked_date" date NOT NULL,
	"start_hour" text NOT NULL,
	"end_hour" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text,
	"meeting_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "bookings_merchant_order" UNIQUE("merchant_id","order_id"),
	CONSTRAINT "bookings_hours_ordered" CHECK ("bookings"."end_hour" > "bookings"."start_hour")
);
--> statement-breakpoint
CREATE TABLE "logistics_companies" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_companies_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"image" text,
	"quantity" integer NOT NULL,
	"weight" double precision,
	"dimension" jsonb,
	CONSTRAINT "order_items_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"delivery_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"delivery_address" text,
	"delivery_line1" text,
	"delivery_city" text,
	"delivery_state" text,
	"delivery_country" text,
	"delivery_note" text,
	"delivery_type" text DEFAULT 'standard' NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"cart_total" bigint NOT NULL,
	"delivery_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "orders_merchant_reference" UNIQUE("merchant_id","order_reference"),
	CONSTRAINT "orders_status_of_type" CHECK (("orders"."type" = 'PRODUCT' AND "orders"."status" IN ('processing', 'shipped', 'awaiting_pickup', 'delivered'))
        OR ("orders"."type" = 'SERVICE' AND "orders"."status" IN ('NEW', 'PENDING', 'PAID', 'DELIVERED', 'NOT_PAID'))),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."cart_total" >= 0 AND "orders"."delivery_price" >= 0),
	CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_price" = "orders"."cart_total" + "orders"."delivery_price")
);
--> statement-breakpoint
CREATE TABLE "pickup_addresses" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"country_code" text NOT NULL,
	"zip" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_addresses_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"delivery_type" text NOT NULL,
	"status" text NOT NULL,
	"rate_amount" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"pickup_address" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"parcel" jsonb NOT NULL,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "shipments_merchant_order" UNIQUE("merchant_id","order_id"),
	CONSTRAINT "shipments_merchant_tracking" UNIQUE("merchant_id","tracking_number")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_companies" ADD CONSTRAINT "logistics_companies_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_addresses" ADD CONSTRAINT "pickup_addresses_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_merchant_id_shipment_id_shipments_merchant_id_id_fk" FOREIGN KEY ("merchant_id","shipment_id") REFERENCES "public"."shipments"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_service_date" ON "bookings" USING btree ("merchant_id","service_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_merchant_date" ON "bookings" USING btree ("merchant_id","booked_date","start_hour");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_companies_merchant_name" ON "logistics_companies" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "logistics_companies_merchant_recent" ON "logistics_companies" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("merchant_id","order_id","position");--> statement-breakpoint
CREATE INDEX "orders_merchant_recent" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_type_recent" ON "orders" USING btree ("merchant_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_type_status_recent" ON "orders" USING btree ("merchant_id","type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_addresses_one_default" ON "pickup_addresses" USING btree ("merchant_id") WHERE "pickup_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "pickup_addresses_merchant_recent" ON "pickup_addresses" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_events_order" ON "shipment_events" USING btree ("merchant_id","order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipments_due" ON "shipments" USING btree ("next_step_at") WHERE "shipments"."next_step_at" IS NOT NULL;