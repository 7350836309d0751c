import { SEARCH_HITS_PER_KIND, type SearchKind } from '@oja/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SearchTerms } from './search-terms.ts';

/** One row found, before it is given its path. */
export interface FoundRow extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string;
}

const limit = sql.raw(String(SEARCH_HITS_PER_KIND));
const orNameMatch = (column: SQL, terms: SearchTerms) =>
  terms.name === null ? sql`` : sql` OR ${column} ILIKE ${terms.name}`;

/**
 * Each kind's query: the merchant's rows matching a name (trigram index, from three characters) or the
 * start of a number, SKU or email (btree `text_pattern_ops` indexes, migration 0046), at most
 * SEARCH_HITS_PER_KIND of them, in whichever order the index gives (decision 051).
 */
const kindQueries: Record<SearchKind, (merchantId: string, terms: SearchTerms) => SQL> = {
  product: (m, terms) => sql`
    SELECT 'product' AS kind, id::text, name AS title, sku AS subtitle FROM products
    WHERE merchant_id = ${m} AND (sku LIKE ${terms.skuPrefix}${orNameMatch(sql`name`, terms)})
    LIMIT ${limit}`,
  order: (m, terms) => sql`
    SELECT 'order' AS kind, id::text, order_reference AS title, delivery_name || ' · ' || email AS subtitle
    FROM orders
    WHERE merchant_id = ${m} AND (order_reference LIKE ${terms.referencePrefixes[0]}
      OR order_reference LIKE ${terms.referencePrefixes[1]} OR email LIKE ${terms.emailPrefix})
    LIMIT ${limit}`,
  invoice: (m, terms) => sql`
    SELECT 'invoice' AS kind, id::text, 'INV-' || lpad(invoice_number::text, 4, '0') AS title,
      fullname || ' · ' || email AS subtitle
    FROM invoices
    WHERE merchant_id = ${m} AND (invoice_number = ${terms.invoiceNumber}
      OR email LIKE ${terms.emailPrefix}${orNameMatch(sql`fullname`, terms)})
    LIMIT ${limit}`,
  customer: (m, terms) => sql`
    SELECT 'customer' AS kind, id::text, name AS title, email AS subtitle FROM customers
    WHERE merchant_id = ${m} AND (email LIKE ${terms.emailPrefix}${orNameMatch(sql`name`, terms)})
    LIMIT ${limit}`,
  conversation: (m, terms) => sql`
    SELECT 'conversation' AS kind, id::text, coalesce(buyer_name, buyer_email) AS title,
      buyer_email AS subtitle
    FROM conversations
    WHERE merchant_id = ${m} AND kind = 'buyer'
      AND (buyer_email LIKE ${terms.emailPrefix}${orNameMatch(sql`buyer_name`, terms)})
    LIMIT ${limit}`,
};

/** The statement of one search: the allowed kinds' queries in one round trip (UNION ALL). */
export function searchStatement(merchantId: string, kinds: SearchKind[], terms: SearchTerms): SQL {
  return sql.join(
    kinds.map((kind) => sql`(${kindQueries[kind](merchantId, terms)})`),
    sql` UNION ALL `,
  );
}

export async function findRows(db: Executor, statement: SQL): Promise<FoundRow[]> {
  const { rows } = await db.execute<FoundRow>(statement);
  return rows;
}
