CREATE TABLE "calendar_entries" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_entries_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "calendar_entries_ordered" CHECK ("calendar_entries"."ends_at" > "calendar_entries"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL,
	"complete_before" date NOT NULL,
	"last_run_ms" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_buyer_daily_rollups" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"prev_day" date,
	CONSTRAINT "order_buyer_daily_rollups_merchant_id_currency_email_day_pk" PRIMARY KEY("merchant_id","currency","email","day")
);
--> statement-breakpoint
CREATE TABLE "order_buyer_rollups" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_buyer_rollups_merchant_id_currency_email_pk" PRIMARY KEY("merchant_id","currency","email")
);
--> statement-breakpoint
CREATE TABLE "order_daily_rollups" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_rollups_merchant_id_currency_day_type_pk" PRIMARY KEY("merchant_id","currency","day","type")
);
--> statement-breakpoint
CREATE TABLE "order_product_daily_rollups" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_product_daily_rollups_merchant_id_currency_day_product_id_pk" PRIMARY KEY("merchant_id","currency","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"due_date" date,
	"status" text DEFAULT 'todo' NOT NULL,
	"link_type" text,
	"link_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "tasks_status_known" CHECK ("tasks"."status" IN ('todo', 'in_progress', 'done')),
	CONSTRAINT "tasks_link_whole" CHECK (("tasks"."link_type" IS NULL) = ("tasks"."link_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_buyer_daily_rollups" ADD CONSTRAINT "order_buyer_daily_rollups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_buyer_rollups" ADD CONSTRAINT "order_buyer_rollups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_daily_rollups" ADD CONSTRAINT "order_daily_rollups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_daily_rollups" ADD CONSTRAINT "order_product_daily_rollups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_entries_merchant_start" ON "calendar_entries" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_token" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_buyer_daily_rollups_day" ON "order_buyer_daily_rollups" USING btree ("merchant_id","currency","day","prev_day");--> statement-breakpoint
CREATE INDEX "order_buyer_rollups_recent" ON "order_buyer_rollups" USING btree ("merchant_id","currency","last_order_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_merchant_due" ON "tasks" USING btree ("merchant_id","due_date","created_at");--> statement-breakpoint
CREATE INDEX "tasks_merchant_status_due" ON "tasks" USING btree ("merchant_id","status","due_date","created_at");