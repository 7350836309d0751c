import { searchKinds } from '@oja/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { search } from '../../src/modules/search/search-service.ts';
import { searchStatement } from '../../src/modules/search/search-statement.ts';
import { searchTerms } from '../../src/modules/search/search-terms.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { insertProduct } from '../orders/helpers.ts';

const dialect = new PgDialect();
/** An index condition on the term: a trigram match (~~*), a pattern-ops prefix (~>=~), the SKU index's prefix or the number. */
const TERM_CONDITION = /~~\*|~>=~|sku|invoice_number/;
const nodesOf = (plan: Record<string, unknown>): Record<string, unknown>[] => [
  plan,
  ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodesOf),
];

describe('the search statement', () => {
  let t: TestApp, a: TestMerchant;
  suiteApp(async () => ({ t, m: a } = await withMerchant(createTestApp())));

  it.each(searchKinds)('finds %s hits from indexes only, for a name and for a number or email', async (kind) => {
    for (const term of ['Ankara', 'OJ-AB12', 'ada@', 'INV-0012']) {
      const query = dialect.sqlToQuery(searchStatement(a.id, [kind], searchTerms(term)));
      const client = await t.pool.connect();
      try {
        // A tiny test table is read whole by choice; with that choice taken away, a kind without an
        // index for its conditions would still scan (docs/decisions/051-command-palette-and-search.md).
        await client.query('BEGIN; SET LOCAL enable_seqscan = off');
        const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
        const nodes = nodesOf(rows[0]['QUERY PLAN'][0].Plan);
        expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), `${kind} ${term}`).toEqual([]);
        // Each index is entered by the term itself, not by the merchant alone (which reads all their rows).
        const entries = nodes.filter((node) => String(node['Node Type']).includes('Index Scan'));
        expect(entries.length).toBeGreaterThan(0);
        for (const node of entries) expect(String(node['Index Cond']), `${kind} ${term}`).toMatch(TERM_CONDITION);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    }
  });

  it('finds only the kinds it is given (what kindsAllowed lets the caller read)', async () => {
    await insertProduct(t, a, { name: 'Permit mortar' });
    await createInvoice(t, a, { fullname: 'Permit Buyer' });
    const kindsOf = async (kinds: (typeof searchKinds)[number][]) =>
      (await search(t.db, a.id, 'permit', kinds)).hits.map((hit) => hit.kind);
    expect(await kindsOf([...searchKinds])).toEqual(['product', 'invoice']);
    expect(await kindsOf(['invoice', 'customer'])).toEqual(['invoice']);
    expect(await kindsOf([])).toEqual([]);
  });
});
