CREATE TABLE "product_counts" (
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"category" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "product_counts_merchant_id_status_category_pk" PRIMARY KEY("merchant_id","status","category")
);
--> statement-breakpoint
-- The counts follow every statement on products through its transition tables. Counter rows are
-- written in one fixed order (COLLATE "C"), so concurrent statements lock them in the same order and
-- cannot deadlock; an UPDATE that moves no product between (status, category) touches no counter.
CREATE FUNCTION product_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (merchant_id, status, category, n)
    SELECT merchant_id, status, category, count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY merchant_id, status COLLATE "C", category COLLATE "C"
    ON CONFLICT (merchant_id, status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts AS c (merchant_id, status, category, n)
    SELECT merchant_id, status, category, -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY merchant_id, status COLLATE "C", category COLLATE "C"
    ON CONFLICT (merchant_id, status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO product_counts AS c (merchant_id, status, category, n)
    SELECT merchant_id, status, category, sum(d)
    FROM (SELECT merchant_id, status, category, 1 AS d FROM new_rows
          UNION ALL
          SELECT merchant_id, status, category, -1 AS d FROM old_rows) AS moves
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY merchant_id, status COLLATE "C", category COLLATE "C"
    ON CONFLICT (merchant_id, status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM product_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
-- Products written before the triggers existed.
INSERT INTO product_counts (merchant_id, status, category, n)
SELECT merchant_id, status, category, count(*) FROM products GROUP BY 1, 2, 3;
