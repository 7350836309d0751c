import { searchKinds, type SearchHit, type SearchKind, type SearchResult } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { findRows, type FoundRow, searchStatement } from './search-statement.ts';
import { searchTerms } from './search-terms.ts';

const id = (value: string) => encodeURIComponent(value);

/** The dashboard path that opens each kind of hit (apps/web/src/config/paths.ts). */
const pathOf: Record<SearchKind, (row: FoundRow) => string> = {
  product: (row) => `/products/${id(row.id)}`,
  order: (row) => `/products/order/${id(row.id)}`,
  invoice: (row) => `/invoice/${id(row.id)}`,
  customer: (row) => `/customers?search=${id(row.title)}`,
  conversation: (row) => `/message?conversation=${id(row.id)}`,
};

/** The merchant's products, orders, invoices, customers and conversations matching `term`, of `kinds` only. */
export async function search(
  db: Executor,
  merchantId: string,
  term: string,
  kinds: SearchKind[],
): Promise<SearchResult> {
  if (!kinds.length) return { hits: [] };
  const rows = await findRows(db, searchStatement(merchantId, kinds, searchTerms(term)));
  const hits: SearchHit[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title ?? '',
    subtitle: row.subtitle ?? '',
    path: pathOf[row.kind](row),
  }));
  return { hits: hits.sort((a, b) => searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind)) };
}
