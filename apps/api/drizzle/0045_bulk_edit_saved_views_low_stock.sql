CREATE TABLE "bulk_edit_items" (
	"merchant_id" uuid NOT NULL,
	"bulk_edit_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "bulk_edit_items_merchant_id_bulk_edit_id_product_id_pk" PRIMARY KEY("merchant_id","bulk_edit_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_edits" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"change" jsonb NOT NULL,
	"count" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_edits_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "saved_views_owner_list_name" UNIQUE("merchant_id","owner_id","list","name")
);
--> statement-breakpoint
CREATE TABLE "stock_low_alerts" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"threshold" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_low_alerts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "bulk_edit_items" ADD CONSTRAINT "bulk_edit_items_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_low_alerts" ADD CONSTRAINT "stock_low_alerts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_low_alerts_pending" ON "stock_low_alerts" USING btree ("created_at") WHERE "stock_low_alerts"."delivered_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_not_negative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- A write that takes a product's stock from above its threshold to at or below it records one alert, in
-- the same transaction, whatever wrote it (checkout, an offline sale, an edit, a bulk edit, an import).
-- Stock that stays low records nothing more; back above and down again records again.
CREATE FUNCTION products_stock_low() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_low_alerts (merchant_id, id, product_id, units, threshold)
  VALUES (NEW.merchant_id, gen_random_uuid(), NEW.id, NEW.units, NEW.low_stock_threshold);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_low AFTER UPDATE OF units ON products FOR EACH ROW
  WHEN (NEW.low_stock_threshold IS NOT NULL AND OLD.units > NEW.low_stock_threshold
        AND NEW.units <= NEW.low_stock_threshold)
  EXECUTE FUNCTION products_stock_low();
