CREATE TABLE "order_counts" (
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_counts_merchant_id_type_status_pk" PRIMARY KEY("merchant_id","type","status")
);
--> statement-breakpoint
-- The counts follow every statement on orders through its transition tables, like product_counts:
-- counter rows are written in one fixed order (COLLATE "C") so concurrent statements cannot deadlock,
-- and an UPDATE that moves no order between (type, status) touches no counter.
CREATE FUNCTION order_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (merchant_id, type, status, n)
    SELECT merchant_id, type, status, count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY merchant_id, type COLLATE "C", status COLLATE "C"
    ON CONFLICT (merchant_id, type, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts AS c (merchant_id, type, status, n)
    SELECT merchant_id, type, status, -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY merchant_id, type COLLATE "C", status COLLATE "C"
    ON CONFLICT (merchant_id, type, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_counts AS c (merchant_id, type, status, n)
    SELECT merchant_id, type, status, sum(d)
    FROM (SELECT merchant_id, type, status, 1 AS d FROM new_rows
          UNION ALL
          SELECT merchant_id, type, status, -1 AS d FROM old_rows) AS moves
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY merchant_id, type COLLATE "C", status COLLATE "C"
    ON CONFLICT (merchant_id, type, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM order_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
-- Orders written before the triggers existed.
INSERT INTO order_counts (merchant_id, type, status, n)
SELECT merchant_id, type, status, count(*) FROM orders GROUP BY 1, 2, 3;
