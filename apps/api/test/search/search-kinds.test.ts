import { searchKinds } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { search } from '../../src/modules/search/search-service.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { insertProduct } from '../orders/helpers.ts';

// Which indexes answer each kind at the 1M-order merchant is shown by bench/palette-search.ts (EXPLAIN
// ANALYZE of every kind): a test database is too small for the planner to choose as it does there.
describe('the search service', () => {
  let t: TestApp, a: TestMerchant;
  suiteApp(async () => ({ t, m: a } = await withMerchant(createTestApp())));

  it('finds only the kinds it is given (what kindsAllowed lets the caller read)', async () => {
    await insertProduct(t, a, { name: 'Permit mortar' });
    await createInvoice(t, a, { fullname: 'Permit Buyer', email: 'permit@example.com' });
    const kindsOf = async (kinds: (typeof searchKinds)[number][]) =>
      (await search(t.db, a.id, 'permit', kinds)).hits.map((hit) => hit.kind);
    expect(await kindsOf([...searchKinds])).toEqual(['product', 'invoice']);
    expect(await kindsOf(['invoice', 'customer'])).toEqual(['invoice']);
    expect(await kindsOf([])).toEqual([]);
  });

  it('keeps a row matched in two ways once', async () => {
    await createInvoice(t, a, { fullname: 'Twice Matched', email: 'twice@example.com' });
    const hits = (await search(t.db, a.id, 'twice', ['invoice'])).hits;
    expect(hits).toHaveLength(1);
  });
});
