/** The generate_series SQL of dashboard-seed.ts: a large merchant's orders, their lines, invoices and ledger. */

import { ORDER_TOTALS } from './seed-sql.ts';

// Order g: placed g × (3 years ÷ N) seconds ago; 1 in 5 is a service order (1 in 20 of those never paid, so
// cancelled when its payment time ran out; every other order paid when placed);
// 150,000 buyers; 500 products; 1–3 lines of 1–3 units; 2% in USD.
export const ORDER_SQL = `
INSERT INTO orders (merchant_id, id, order_reference, type, status, payment_status, paid_at, delivery_name, email,
                    phone, currency, cart_total, delivery_price, total_price, ordered_at, created_at, updated_at)
SELECT $1::uuid, gen_random_uuid(), 'BENCH-' || g,
       CASE WHEN g % 5 = 0 THEN 'SERVICE' ELSE 'PRODUCT' END,
       CASE WHEN g % 5 = 0 THEN (ARRAY['NEW','PENDING','PAID','DELIVERED','PAID','DELIVERED','PAID','DELIVERED','PAID','DELIVERED',
                                       'PAID','DELIVERED','PAID','DELIVERED','PAID','DELIVERED','PAID','DELIVERED','PAID','CANCELLED'])[1 + (g / 5) % 20]
            ELSE (ARRAY['processing','shipped','awaiting_pickup','delivered'])[1 + g % 4] END,
       CASE WHEN g % 5 = 0 AND (g / 5) % 20 = 19 THEN 'expired' ELSE 'paid' END,
       CASE WHEN g % 5 = 0 AND (g / 5) % 20 = 19 THEN NULL ELSE at END,
       'Buyer ' || (g::bigint * 7919) % 150000, 'buyer' || (g::bigint * 7919) % 150000 || '@example.com', '+234803' || lpad(((g::bigint * 7919) % 150000)::text, 7, '0'),
       CASE WHEN g % 50 = 0 THEN 'USD' ELSE 'NGN' END,
       c.cart, c.delivery, c.cart + c.delivery, at, at, at
FROM generate_series(1, $2::int) AS g
CROSS JOIN LATERAL (SELECT now() - g * ($3::float8 * 86400 / $2::int) * interval '1 second' AS at) t
${ORDER_TOTALS}`;

export const ITEMS_SQL = `
INSERT INTO order_items (merchant_id, id, order_id, product_id, position, name, price, quantity)
SELECT o.merchant_id, gen_random_uuid(), o.id, md5('bench-product-' || p)::uuid, j - 1, 'Product ' || p,
       (1000 + ((g * 31 + j * 17) % 500) * 100) * 100, 1 + (g + j) % 3
FROM orders o
CROSS JOIN LATERAL (SELECT substr(o.order_reference, 7)::int AS g) r
CROSS JOIN LATERAL generate_series(1, 1 + g % 3) AS j
CROSS JOIN LATERAL (SELECT (g * 13 + j * 101) % 500 AS p) q
WHERE o.merchant_id = $1 AND o.type = 'PRODUCT'`;

export const INVOICES_SQL = `
INSERT INTO invoices (merchant_id, id, invoice_number, status, payment_status, fullname, phone_number, address, email,
                      amount_minor, total_amount_minor, billing_date, due_date, paid_at, created_at, updated_at)
SELECT $1::uuid, gen_random_uuid(), g, CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'ISSUED' END,
       CASE WHEN g % 10 = 0 THEN 'NEW' WHEN g % 3 = 0 THEN 'PAID' ELSE 'PENDING_PAYMENT' END,
       'Invoice buyer ' || g, '+2348030000000', '1 Marina, Lagos', 'invoice' || g || '@example.com',
       (g % 90 + 10) * 100000, (g % 90 + 10) * 100000, (now() - g * interval '3 hours')::date, (now() - g * interval '3 hours')::date + 14,
       CASE WHEN g % 10 <> 0 AND g % 3 = 0 THEN now() - g * interval '3 hours' + interval '2 days' END,
       now() - g * interval '3 hours', now()
FROM generate_series(1, $2::int) AS g`;

export const LEDGER_SQL = `
WITH t AS (
  INSERT INTO ledger_transactions (merchant_id, id, kind, reference, description, created_at)
  SELECT $1::uuid, gen_random_uuid(), CASE WHEN g % 3 = 0 THEN 'withdrawal' ELSE 'topup' END, 'bench-' || g, 'bench', now() - g * interval '1 hour'
  FROM generate_series(1, $2::int) AS g
  RETURNING id, kind, created_at
)
INSERT INTO ledger_entries (merchant_id, id, transaction_id, account, currency, amount, created_at)
SELECT $1::uuid, gen_random_uuid(), t.id, leg.account, 'NGN', leg.amount, t.created_at
FROM t CROSS JOIN LATERAL (VALUES
  ('wallet', CASE WHEN t.kind = 'topup' THEN 5000000 ELSE -2000000 END),
  (CASE WHEN t.kind = 'topup' THEN 'provider:bench' ELSE 'payouts:in_transit' END, CASE WHEN t.kind = 'topup' THEN -5000000 ELSE 2000000 END)
) AS leg(account, amount)`;
