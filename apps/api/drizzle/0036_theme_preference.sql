-- The colour theme each user chose (decision 041); `system` follows the device's light or dark setting.
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("users"."theme" IN ('light', 'dark', 'system'));