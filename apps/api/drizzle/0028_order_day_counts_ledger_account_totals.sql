CREATE TABLE "ledger_account_totals" (
	"merchant_id" uuid NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"entries" bigint NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "ledger_account_totals_merchant_id_account_currency_pk" PRIMARY KEY("merchant_id","account","currency")
);
--> statement-breakpoint
CREATE TABLE "order_day_counts" (
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_day_counts_merchant_id_type_day_status_pk" PRIMARY KEY("merchant_id","type","day","status")
);
--> statement-breakpoint
-- Orders per UTC day of creation follow every statement on orders through its transition tables, like
-- order_counts (0016): rows written in one fixed order, so concurrent statements cannot deadlock.
CREATE FUNCTION order_day_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_counts AS c (merchant_id, type, day, status, n)
    SELECT merchant_id, type, (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY merchant_id, type COLLATE "C", 3, status COLLATE "C"
    ON CONFLICT (merchant_id, type, day, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_counts AS c (merchant_id, type, day, status, n)
    SELECT merchant_id, type, (created_at AT TIME ZONE 'UTC')::date, status, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY merchant_id, type COLLATE "C", 3, status COLLATE "C"
    ON CONFLICT (merchant_id, type, day, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_counts AS c (merchant_id, type, day, status, n)
    SELECT merchant_id, type, (created_at AT TIME ZONE 'UTC')::date, status, sum(d)
    FROM (SELECT merchant_id, type, created_at, status, 1 AS d FROM new_rows
          UNION ALL
          SELECT merchant_id, type, created_at, status, -1 AS d FROM old_rows) AS moves
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY merchant_id, type COLLATE "C", 3, status COLLATE "C"
    ON CONFLICT (merchant_id, type, day, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM order_day_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_day_count_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_day_count_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_day_count_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_day_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();
--> statement-breakpoint
-- Orders written before the triggers existed.
INSERT INTO order_day_counts (merchant_id, type, day, status, n)
SELECT merchant_id, type, (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM orders GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Every ledger account's entry count and balance move in the statement that appends its entries (the
-- ledger is append-only), rows upserted in key order so concurrent statements cannot deadlock.
CREATE FUNCTION ledger_account_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_account_totals AS t (merchant_id, account, currency, entries, balance)
  SELECT merchant_id, account, currency, count(*), sum(amount) FROM new_rows
  GROUP BY 1, 2, 3 ORDER BY merchant_id, account COLLATE "C", currency COLLATE "C"
  ON CONFLICT (merchant_id, account, currency)
  DO UPDATE SET entries = t.entries + excluded.entries, balance = t.balance + excluded.balance;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_account_totals AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_account_totals_after_insert();
--> statement-breakpoint
-- Entries appended before the trigger existed.
INSERT INTO ledger_account_totals (merchant_id, account, currency, entries, balance)
SELECT merchant_id, account, currency, count(*), sum(amount) FROM ledger_entries GROUP BY 1, 2, 3;
