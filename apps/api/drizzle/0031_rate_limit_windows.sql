-- The request limits' windows, shared by every instance. UNLOGGED: no WAL for a counter that only guards
-- against floods; after a crash PostgreSQL empties it and the windows start afresh.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
