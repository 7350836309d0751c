CREATE TABLE "invoice_vat_entries" (
	"merchant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"vat_minor" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_vat_entries_merchant_id_invoice_id_reference_pk" PRIMARY KEY("merchant_id","invoice_id","reference"),
	CONSTRAINT "invoice_vat_entries_not_zero" CHECK ("invoice_vat_entries"."vat_minor" <> 0)
);
--> statement-breakpoint
ALTER TABLE "money_daily_rollups" ADD COLUMN "vat_collected" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_vat_entries" ADD CONSTRAINT "invoice_vat_entries_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_vat_entries" ADD CONSTRAINT "invoice_vat_entries_merchant_id_invoice_id_invoices_merchant_id_id_fk" FOREIGN KEY ("merchant_id","invoice_id") REFERENCES "public"."invoices"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_vat_entries_received" ON "invoice_vat_entries" USING btree ("merchant_id","currency","received_at","vat_minor");--> statement-breakpoint
CREATE INDEX "invoice_vat_entries_created" ON "invoice_vat_entries" USING btree ("created_at");--> statement-breakpoint
-- The VAT already received on invoices (decision 046): each settled payment's share of it, in the order
-- they settled, then what a mark as paid by hand brought in.
INSERT INTO "invoice_vat_entries" ("merchant_id", "invoice_id", "reference", "currency", "vat_minor", "received_at", "created_at")
SELECT "merchant_id", "invoice_id", "reference", "currency", "vat_after" - "vat_before", "settled", "settled" FROM (
  SELECT p."merchant_id", p."invoice_id", p."reference", p."currency", coalesce(p."settled_at", p."created_at") AS "settled",
         floor(i."vat_minor"::numeric * sum(p."amount_minor") OVER w / i."total_amount_minor") AS "vat_after",
         floor(i."vat_minor"::numeric * (sum(p."amount_minor") OVER w - p."amount_minor") / i."total_amount_minor") AS "vat_before"
  FROM "invoice_payments" p JOIN "invoices" i ON i."merchant_id" = p."merchant_id" AND i."id" = p."invoice_id"
  WHERE p."status" = 'paid' AND i."vat_minor" > 0
  WINDOW w AS (PARTITION BY p."merchant_id", p."invoice_id" ORDER BY coalesce(p."settled_at", p."created_at"), p."reference")
) AS x WHERE "vat_after" <> "vat_before";
--> statement-breakpoint
INSERT INTO "invoice_vat_entries" ("merchant_id", "invoice_id", "reference", "currency", "vat_minor", "received_at", "created_at")
SELECT i."merchant_id", i."id", 'paid-by-hand', i."currency",
       i."vat_minor" - floor(i."vat_minor"::numeric * coalesce(p."paid", 0) / i."total_amount_minor"), i."paid_at", i."paid_at"
FROM "invoices" i
CROSS JOIN LATERAL (SELECT sum("amount_minor") AS "paid" FROM "invoice_payments"
  WHERE "merchant_id" = i."merchant_id" AND "invoice_id" = i."id" AND "status" = 'paid') AS p
WHERE i."payment_status" = 'PAID' AND i."vat_minor" > 0 AND i."paid_at" IS NOT NULL
  AND i."vat_minor" - floor(i."vat_minor"::numeric * coalesce(p."paid", 0) / i."total_amount_minor") <> 0;
--> statement-breakpoint
-- The roll-ups are rebuilt whole by the job's next run: the VAT column, and walk-in sales out of the buyers.
DELETE FROM "dashboard_rollup_state";
