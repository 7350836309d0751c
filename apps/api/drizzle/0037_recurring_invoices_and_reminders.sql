CREATE TABLE "invoice_reminders" (
	"merchant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"offset_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_merchant_id_invoice_id_offset_days_pk" PRIMARY KEY("merchant_id","invoice_id","offset_days")
);
--> statement-breakpoint
CREATE TABLE "invoice_schedules" (
	"merchant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"every" text NOT NULL,
	"every_days" integer,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"max_count" integer,
	"issued" integer DEFAULT 0 NOT NULL,
	"next_run" integer DEFAULT 0 NOT NULL,
	"next_run_on" date NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_schedules_merchant_id_invoice_id_pk" PRIMARY KEY("merchant_id","invoice_id"),
	CONSTRAINT "invoice_schedules_days" CHECK (("invoice_schedules"."every" = 'days') = ("invoice_schedules"."every_days" IS NOT NULL)),
	CONSTRAINT "invoice_schedules_counts" CHECK ("invoice_schedules"."issued" >= 0 AND ("invoice_schedules"."max_count" IS NULL OR "invoice_schedules"."max_count" > 0))
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "reminders_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "reminder_offsets" integer[] DEFAULT '{-3,0,7}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "repeat_of_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "repeat_run" integer;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_merchant_id_invoice_id_invoices_merchant_id_id_fk" FOREIGN KEY ("merchant_id","invoice_id") REFERENCES "public"."invoices"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_schedules" ADD CONSTRAINT "invoice_schedules_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_schedules" ADD CONSTRAINT "invoice_schedules_merchant_id_invoice_id_invoices_merchant_id_id_fk" FOREIGN KEY ("merchant_id","invoice_id") REFERENCES "public"."invoices"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_schedules_due" ON "invoice_schedules" USING btree ("next_run_on") WHERE "invoice_schedules"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_repeat_run" UNIQUE("merchant_id","repeat_of_id","repeat_run");