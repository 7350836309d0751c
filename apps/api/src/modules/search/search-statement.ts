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

/** One way of matching: its condition and, for a prefix, the index order that reads it as a range. */
interface Match {
  where: SQL;
  order?: SQL;
}

/**
 * One kind's hits: each way of matching is its own branch with its own LIMIT, and a row matched twice
 * is kept once (UNION). A prefix branch is ordered as its `(merchant_id, column text_pattern_ops)` index
 * is, so whatever the planner guesses of the matches it reads that index as a range and stops at the
 * limit (as one `OR`, a bitmap of every match of `BENCH-4%` read 111k entries; unordered, a prefix it
 * thought common was looked for in the table).
 */
function kindQuery(select: SQL, from: SQL, scope: SQL, matches: (Match | null)[]): SQL {
  const branches = matches
    .filter((match): match is Match => match !== null)
    .map(
      ({ where, order }) =>
        sql`(SELECT ${select} FROM ${from} WHERE ${scope} AND ${where}${order ? sql` ORDER BY ${order}` : sql``} LIMIT ${limit})`,
    );
  return sql`SELECT * FROM (${sql.join(branches, sql` UNION `)}) AS found LIMIT ${limit}`;
}

const prefix = (column: SQL, pattern: string): Match => ({
  where: sql`${column} LIKE ${pattern}`,
  // The order of the `text_pattern_ops` index (byte order): a plain ORDER BY sorts by the collation,
  // which that index cannot give, and makes the planner read and sort every match.
  order: sql`${column} USING ~<~`,
});
const named = (column: SQL, terms: SearchTerms): Match | null =>
  terms.name === null ? null : { where: sql`${column} ILIKE ${terms.name}` };

/**
 * Each kind's query: the merchant's rows matching a name (trigram index, from three characters) or the
 * start of a number, SKU or email (btree `text_pattern_ops` indexes, migration 0046), at most
 * SEARCH_HITS_PER_KIND of them, in whichever order the indexes give (decision 051).
 */
const kindQueries: Record<SearchKind, (merchantId: string, terms: SearchTerms) => SQL> = {
  product: (m, terms) =>
    kindQuery(
      sql`'product' AS kind, id::text, name AS title, sku AS subtitle`,
      sql`products`,
      sql`merchant_id = ${m}`,
      [prefix(sql`sku`, terms.skuPrefix), named(sql`name`, terms)],
    ),
  order: (m, terms) =>
    kindQuery(
      sql`'order' AS kind, id::text, order_reference AS title, delivery_name || ' · ' || email AS subtitle`,
      sql`orders`,
      sql`merchant_id = ${m}`,
      [
        prefix(sql`order_reference`, terms.referencePrefixes[0]),
        prefix(sql`order_reference`, terms.referencePrefixes[1]),
        prefix(sql`email`, terms.emailPrefix),
      ],
    ),
  invoice: (m, terms) =>
    kindQuery(
      sql`'invoice' AS kind, id::text, 'INV-' || lpad(invoice_number::text, 4, '0') AS title,
        fullname || ' · ' || email AS subtitle`,
      sql`invoices`,
      sql`merchant_id = ${m}`,
      [
        terms.invoiceNumber === null ? null : { where: sql`invoice_number = ${terms.invoiceNumber}` },
        prefix(sql`email`, terms.emailPrefix),
        named(sql`fullname`, terms),
      ],
    ),
  customer: (m, terms) =>
    kindQuery(
      sql`'customer' AS kind, id::text, name AS title, email AS subtitle`,
      sql`customers`,
      sql`merchant_id = ${m}`,
      [prefix(sql`email`, terms.emailPrefix), named(sql`name`, terms)],
    ),
  conversation: (m, terms) =>
    kindQuery(
      sql`'conversation' AS kind, id::text, coalesce(buyer_name, buyer_email) AS title, buyer_email AS subtitle`,
      sql`conversations`,
      sql`merchant_id = ${m} AND kind = 'buyer'`,
      [prefix(sql`buyer_email`, terms.emailPrefix), named(sql`buyer_name`, terms)],
    ),
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
