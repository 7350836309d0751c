CREATE TABLE "order_buyer_monthly_counts" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"prev_month" date NOT NULL,
	"buyer_days" integer NOT NULL,
	CONSTRAINT "order_buyer_monthly_counts_merchant_id_currency_month_prev_month_pk" PRIMARY KEY("merchant_id","currency","month","prev_month")
);
--> statement-breakpoint
CREATE TABLE "order_product_monthly_rollups" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_product_monthly_rollups_merchant_id_currency_month_product_id_pk" PRIMARY KEY("merchant_id","currency","month","product_id")
);
--> statement-breakpoint
ALTER TABLE "order_buyer_monthly_counts" ADD CONSTRAINT "order_buyer_monthly_counts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_monthly_rollups" ADD CONSTRAINT "order_product_monthly_rollups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_buyer_daily_rollups_prev" ON "order_buyer_daily_rollups" USING btree ("merchant_id","currency","prev_day","day");--> statement-breakpoint
-- The roll-ups start over, so that the monthly tables cover every day rolled up before they existed.
DELETE FROM "dashboard_rollup_state";
