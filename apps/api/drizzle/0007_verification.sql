CREATE TABLE "verification_events" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_events_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "verification_submissions" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_submissions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_events_merchant_created" ON "verification_events" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "verification_submissions_one_pending" ON "verification_submissions" USING btree ("merchant_id","stage") WHERE "verification_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verification_submissions_queue" ON "verification_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "verification_submissions_merchant_created" ON "verification_submissions" USING btree ("merchant_id","created_at" DESC NULLS LAST);