-- The buyer reschedules or cancels a booking on its page within the merchant's rules (decision 043): the rules,
-- one row per merchant, and how often each booking was moved.
CREATE TABLE "booking_rules" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"reschedule_allowed" boolean DEFAULT true NOT NULL,
	"reschedule_notice_hours" integer DEFAULT 24 NOT NULL,
	"max_reschedules" integer DEFAULT 2 NOT NULL,
	"cancel_allowed" boolean DEFAULT true NOT NULL,
	"cancel_notice_hours" integer DEFAULT 24 NOT NULL,
	CONSTRAINT "booking_rules_ranges" CHECK ("booking_rules"."reschedule_notice_hours" BETWEEN 0 AND 720 AND "booking_rules"."cancel_notice_hours" BETWEEN 0 AND 720 AND "booking_rules"."max_reschedules" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;