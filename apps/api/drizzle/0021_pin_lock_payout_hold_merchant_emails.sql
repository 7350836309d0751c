CREATE TABLE "merchant_emails" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_emails_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD COLUMN "lock_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD COLUMN "unlock_code_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD COLUMN "unlock_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD COLUMN "unlock_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_emails" ADD CONSTRAINT "merchant_emails_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_emails_merchant_id_kind_created_at_index" ON "merchant_emails" USING btree ("merchant_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD CONSTRAINT "wallet_pins_lock_level_non_negative" CHECK ("wallet_pins"."lock_level" >= 0);