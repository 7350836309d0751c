CREATE TABLE "money_daily_rollups" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"issued_amount" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"inflow" bigint DEFAULT 0 NOT NULL,
	"outflow" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "money_daily_rollups_merchant_id_currency_day_pk" PRIMARY KEY("merchant_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "order_product_window_totals" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_day" date NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "order_product_window_totals_pk" PRIMARY KEY("merchant_id","currency","window_from","window_to","product_id")
);
--> statement-breakpoint
ALTER TABLE "money_daily_rollups" ADD CONSTRAINT "money_daily_rollups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_window_totals" ADD CONSTRAINT "order_product_window_totals_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_product_window_totals_revenue" ON "order_product_window_totals" USING btree ("merchant_id","currency","window_from","window_to","revenue" DESC NULLS FIRST,"units" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "order_product_window_totals_units" ON "order_product_window_totals" USING btree ("merchant_id","currency","window_from","window_to","units" DESC NULLS FIRST,"revenue" DESC NULLS FIRST,"product_id");--> statement-breakpoint
-- The new roll-ups start empty: forgetting the roll-up state makes the next run rebuild every roll-up
-- (these included) from the base tables; until then every figure is read from the base tables.
DELETE FROM "dashboard_rollup_state";
