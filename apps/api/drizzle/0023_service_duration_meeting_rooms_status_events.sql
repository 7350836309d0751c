CREATE TABLE "order_status_events" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_events_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_room_id" text;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order" ON "order_status_events" USING btree ("merchant_id","order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "bookings_meeting_room" ON "bookings" USING btree ("meeting_room_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_range" CHECK ("services"."duration_minutes" BETWEEN 5 AND 1440);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_minutes" BETWEEN 0 AND 240);--> statement-breakpoint
UPDATE "bookings" SET "meeting_room_id" = substring("meeting_link" from '/([^/]+)$') WHERE "meeting_link" IS NOT NULL;
--> statement-breakpoint
-- Every status change of an order is recorded here, whatever code path made it (service moves,
-- shipments, payments, cancellations), so the order's timeline cannot miss one.
CREATE FUNCTION order_status_events_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_events (merchant_id, id, order_id, from_status, to_status)
  SELECT n.merchant_id, gen_random_uuid(), n.id, o.status, n.status
  FROM new_rows n JOIN old_rows o ON o.merchant_id = n.merchant_id AND o.id = n.id
  WHERE o.status IS DISTINCT FROM n.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_events AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_events_after_update();
