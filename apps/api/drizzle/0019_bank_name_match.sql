ALTER TABLE "bank_accounts" ADD COLUMN "name_matched" boolean;--> statement-breakpoint
ALTER TABLE "bank_verifications" ADD COLUMN "name_matched" boolean DEFAULT false NOT NULL;