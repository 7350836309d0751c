/** The generate_series SQL of seed.ts: deterministic rows (ids from md5, times from a fixed epoch). */

/** Every generated time is counted back from this instant: the seed's data ends just before it. */
export const SEED_EPOCH = '2026-11-01T00:00:00Z';

/** The words generated product names are made of, and the columns a generated product fills. */
export const PRODUCT_WORDS_AND_COLUMNS = `
WITH words AS (
  SELECT ARRAY['Ankara','Lace','Adire','Leather','Cotton','Silk','Denim','Beaded','Classic','Premium',
               'Organic','Wireless','Smart','Portable','Vintage','Handmade','Luxury','Everyday','Kids','Unisex'] AS adj,
         ARRAY['Red','Blue','Green','Black','White','Gold','Purple','Yellow','Brown','Pink'] AS colour,
         ARRAY['gown','skirt','sneakers','handbag','wristwatch','earbuds','blender','shea butter','perfume','backpack',
               'agbada','kaftan','power bank','phone case','rice cooker','wig','sandals','headwrap','notebook','lamp'] AS noun,
         ARRAY['Fashion','Electronics','Beauty','Home & Kitchen','Phones & Tablets','Books'] AS category
)
INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, original_price_minor,
                      units, status, tags, created_at, updated_at)`;

/** An order's cart total and delivery price, from its number g: 1–3 lines of 1–3 units, or a service's price. */
export const ORDER_TOTALS = `CROSS JOIN LATERAL (
  SELECT CASE WHEN g % 5 = 0 THEN (5000 + (g % 40) * 1000) * 100
              ELSE (SELECT sum((1000 + ((g * 31 + j * 17) % 500) * 100) * 100 * (1 + (g + j) % 3))
                    FROM generate_series(1, 1 + g % 3) AS j) END::bigint AS cart,
         CASE WHEN g % 5 = 0 THEN 0 ELSE 150000 END::bigint AS delivery
) c`;

export const PRODUCTS_SQL = `${PRODUCT_WORDS_AND_COLUMNS}
SELECT $1::uuid, md5('bench-product-' || g)::uuid, 'SKU-' || lpad(g::text, 8, '0'),
       adj[1 + g % 20] || ' ' || colour[1 + (g / 20) % 10] || ' ' || noun[1 + (g / 7) % 20] || ' ' || g,
       'Generated product ' || g, category[1 + g % 6],
       (500 + (g * 37) % 500000) * 100,
       CASE WHEN g % 4 = 0 THEN (600 + (g * 37) % 500000) * 100 END,
       g % 50, CASE WHEN g % 5 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END, ARRAY['bench'],
       $3::timestamptz - g * interval '1 second', $3::timestamptz
FROM words, generate_series(1, $2::int) AS g`;

// Order g: placed g × (3 years ÷ N) ago; 1 in 5 is a service order (1 in 5 of those never paid, so cancelled
// when its payment time ran out); every other order paid when placed; 150,000 buyers; 1–3 lines of 1–3 units.
export const ORDERS_SQL = `
INSERT INTO orders (merchant_id, id, order_reference, type, status, payment_status, paid_at, delivery_name, email,
                    phone, currency, cart_total, delivery_price, total_price, ordered_at, created_at, updated_at)
SELECT $1::uuid, md5('bench-order-' || g)::uuid, 'BENCH-' || g,
       CASE WHEN g % 5 = 0 THEN 'SERVICE' ELSE 'PRODUCT' END,
       CASE WHEN g % 5 = 0 THEN (ARRAY['NEW','PENDING','PAID','DELIVERED','CANCELLED'])[1 + (g / 5) % 5]
            ELSE (ARRAY['processing','shipped','awaiting_pickup','delivered'])[1 + g % 4] END,
       CASE WHEN g % 5 = 0 AND (g / 5) % 5 = 4 THEN 'expired' ELSE 'paid' END,
       CASE WHEN g % 5 = 0 AND (g / 5) % 5 = 4 THEN NULL ELSE t.at END,
       'Buyer ' || (g::bigint * 7919) % 150000, 'buyer' || (g::bigint * 7919) % 150000 || '@example.com',
       '+234803' || lpad(((g::bigint * 7919) % 150000)::text, 7, '0'),
       CASE WHEN g % 50 = 0 THEN 'USD' ELSE 'NGN' END,
       c.cart, c.delivery, c.cart + c.delivery, t.at, t.at, t.at
FROM generate_series(1, $2::int) AS g
CROSS JOIN LATERAL (SELECT $3::timestamptz - g * (3 * 365 * 86400.0 / $2::int) * interval '1 second' AS at) t
${ORDER_TOTALS}`;

export const ITEMS_SQL = `
INSERT INTO order_items (merchant_id, id, order_id, product_id, position, name, price, quantity)
SELECT $1::uuid, md5('bench-item-' || g || '-' || j)::uuid, md5('bench-order-' || g)::uuid,
       md5('bench-product-' || (1 + (g * 13 + j * 101) % $3::int))::uuid, j - 1, 'Product ' || (g * 13 + j * 101) % 500,
       (1000 + ((g * 31 + j * 17) % 500) * 100) * 100, 1 + (g + j) % 3
FROM generate_series(1, $2::int) AS g
CROSS JOIN LATERAL generate_series(1, 1 + g % 3) AS j
WHERE g % 5 <> 0`;

export const INVOICES_SQL = `
INSERT INTO invoices (merchant_id, id, invoice_number, status, payment_status, fullname, phone_number, address, email,
                      amount_minor, total_amount_minor, billing_date, due_date, paid_at, created_at, updated_at)
SELECT $1::uuid, md5('bench-invoice-' || g)::uuid, g, CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'ISSUED' END,
       CASE WHEN g % 10 = 0 THEN 'NEW' WHEN g % 3 = 0 THEN 'PAID' ELSE 'PENDING_PAYMENT' END,
       'Invoice buyer ' || g, '+2348030000000', '1 Marina, Lagos', 'invoice' || g || '@example.com',
       (g % 90 + 10) * 100000, (g % 90 + 10) * 100000,
       ($3::timestamptz - g * interval '5 minutes')::date, ($3::timestamptz - g * interval '5 minutes')::date + 14,
       CASE WHEN g % 10 <> 0 AND g % 3 = 0 THEN $3::timestamptz - g * interval '5 minutes' + interval '2 days' END,
       $3::timestamptz - g * interval '5 minutes', $3::timestamptz
FROM generate_series(1, $2::int) AS g`;

export const INVOICE_LINES_SQL = `
INSERT INTO invoice_lines (merchant_id, invoice_id, position, product_id, name, quantity, price_minor, total_amount_minor)
SELECT $1::uuid, md5('bench-invoice-' || g)::uuid, 0, NULL, 'Service ' || g % 90, 1,
       (g % 90 + 10) * 100000, (g % 90 + 10) * 100000
FROM generate_series(1, $2::int) AS g`;

// Every six minutes: four top-ups (+50,000.00 to the wallet, from the provider), one withdrawal (-20,000.00 from
// the wallet, in transit) and, three minutes after it, that payout's settlement (in transit → provider), so
// each withdrawal has its payout row (PAYOUTS_SQL) as the API writes it; the balance stays positive.
const LEDGER_KIND = `CASE WHEN g % 6 = 0 THEN 'withdrawal'
  WHEN g % 6 = 3 AND g + 3 <= $2 THEN 'withdrawal_settlement' ELSE 'topup' END`;
const LEDGER_REFERENCE = `CASE WHEN g % 6 = 0 THEN 'bench-payout-' || g
  WHEN g % 6 = 3 AND g + 3 <= $2 THEN 'bench-payout-' || (g + 3) ELSE 'bench-' || g END`;

export const LEDGER_TX_SQL = `
INSERT INTO ledger_transactions (merchant_id, id, kind, reference, description, created_at)
SELECT $1::uuid, md5('bench-tx-' || g)::uuid, ${LEDGER_KIND}, ${LEDGER_REFERENCE}, 'bench',
       $3::timestamptz - g * interval '1 minute'
FROM generate_series(1, $2::int) AS g`;

export const LEDGER_ENTRIES_SQL = `
INSERT INTO ledger_entries (merchant_id, id, transaction_id, account, currency, amount, created_at)
SELECT $1::uuid, md5('bench-entry-' || g || '-' || leg.n)::uuid, md5('bench-tx-' || g)::uuid, leg.account, 'NGN', leg.amount,
       $3::timestamptz - g * interval '1 minute'
FROM (SELECT g, ${LEDGER_KIND} AS kind FROM generate_series(1, $2::int) AS g) AS tx
CROSS JOIN LATERAL (VALUES
  (1, CASE kind WHEN 'withdrawal_settlement' THEN 'payouts:in_transit' ELSE 'wallet' END,
      CASE kind WHEN 'withdrawal' THEN -2000000 WHEN 'withdrawal_settlement' THEN -2000000 ELSE 5000000 END),
  (2, CASE kind WHEN 'withdrawal' THEN 'payouts:in_transit' ELSE 'provider:bench' END,
      CASE kind WHEN 'topup' THEN -5000000 ELSE 2000000 END)
) AS leg(n, account, amount)`;

/** The payout of each seeded withdrawal, settled: what the statement shows as its payment status. */
export const PAYOUTS_SQL = `
INSERT INTO payouts (merchant_id, id, reference, amount, currency, status, account_number, bank_code, bank_name,
                     account_name, recipient_code, reason, transfer_code, ledger_transaction_id,
                     settlement_transaction_id, created_at, updated_at)
SELECT $1::uuid, md5('bench-payout-' || g)::uuid, 'bench-payout-' || g, 2000000, 'NGN', 'success', '0123456789',
       '058', 'Guaranty Trust Bank', 'Bench Merchant', 'RCP_bench', 'bench', 'TRF_bench_' || g,
       md5('bench-tx-' || g)::uuid, md5('bench-tx-' || (g - 3))::uuid,
       $3::timestamptz - g * interval '1 minute', $3::timestamptz - (g - 3) * interval '1 minute'
FROM generate_series(6, $2::int, 6) AS g`;

export const WALLET_SQL = `
INSERT INTO wallets (merchant_id, currency, balance)
SELECT $1::uuid, 'NGN', coalesce(sum(amount), 0) FROM ledger_entries
WHERE merchant_id = $1 AND account = 'wallet' AND currency = 'NGN'`;

export const CONVERSATIONS_SQL = `
INSERT INTO conversations (merchant_id, id, kind, topic_key, buyer_email, buyer_name, last_message_at, created_at, updated_at)
SELECT $1::uuid, md5('bench-conversation-' || c)::uuid, 'buyer', 'buyer' || c || '@example.com',
       'buyer' || c || '@example.com', 'Buyer ' || c, $3::timestamptz - c * interval '1 minute',
       $3::timestamptz - c * interval '1 minute' - interval '30 days', $3::timestamptz
FROM generate_series(1, $2::int) AS c`;

// 100 messages per conversation, alternating buyer and merchant; all read.
export const MESSAGES_SQL = `
INSERT INTO messages (merchant_id, id, conversation_id, sender_role, sender_id, text, seen_at, created_at)
SELECT $1::uuid, md5('bench-message-' || m)::uuid, md5('bench-conversation-' || (1 + m % $3::int))::uuid,
       CASE WHEN m % 2 = 0 THEN 'merchant' ELSE 'buyer' END, CASE WHEN m % 2 = 0 THEN $1::uuid END,
       'Message ' || m || ' about the order', $4::timestamptz - m * interval '1 second', $4::timestamptz - m * interval '2 seconds'
FROM generate_series(1, $2::int) AS m`;
