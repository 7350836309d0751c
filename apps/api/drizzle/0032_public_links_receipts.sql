CREATE TABLE "public_links" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "public_links_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "public_links_merchant_token" UNIQUE("merchant_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"receipt_number" integer NOT NULL,
	"payment_reference" text NOT NULL,
	"order_id" uuid,
	"invoice_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"description" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "receipts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "receipts_merchant_number" UNIQUE("merchant_id","receipt_number"),
	CONSTRAINT "receipts_merchant_payment" UNIQUE("merchant_id","payment_reference"),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_links_token" ON "public_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "public_links_merchant_id_kind_object_id_index" ON "public_links" USING btree ("merchant_id","kind","object_id");--> statement-breakpoint
CREATE INDEX "receipts_unmailed" ON "receipts" USING btree ("paid_at") WHERE "receipts"."mailed_at" IS NULL;