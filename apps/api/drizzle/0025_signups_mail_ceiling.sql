CREATE TABLE "signups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signups_address_created_at_index" ON "signups" USING btree ("address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_emails_created_at_index" ON "merchant_emails" USING btree ("created_at");