import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import type { Invoice } from '@oja/contracts';
import { as, createInvoice, createInvoiceApp, pageOf } from './invoice-helpers.ts';

const BUYERS = ['Ada Obi', 'Chidi Okafor', 'Bola Adeyemi', 'Ngozi Eze', 'Tunde Bakare'];

describe('the invoice list', () => {
  let t: TestApp;
  let m: TestMerchant;
  let other: TestMerchant;
  const created: Invoice[] = [];

  beforeAll(async () => {
    t = await createInvoiceApp();
    [m, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
    // 25 invoices: buyers in turn, billing dates 1–25 March, every fifth one issued.
    for (let i = 0; i < 25; i++) {
      const day = String(i + 1).padStart(2, '0');
      created.push(
        await createInvoice(t, m, {
          fullname: BUYERS[i % BUYERS.length],
          billingDate: `2025-03-${day}`,
          dueDate: `2025-04-${day}`,
          status: i % 5 === 0 ? 'ISSUED' : 'DRAFT',
        }),
      );
    }
    await createInvoice(t, other, { fullname: 'Ada Obi' });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await as(t, m).get(`/v1/invoice${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return pageOf(res);
  };

  it('pages 25 invoices by 10, newest first: 3 pages, 5 on the last', async () => {
    const first = await list('?page=1&limit=10');
    expect(first).toMatchObject({ page: 1, limit: 10, totalPages: 3, totalResults: 25 });
    expect(first.results).toHaveLength(10);
    expect(first.results.map((r) => r.id)).toEqual(
      created
        .slice(15)
        .reverse()
        .map((r) => r.id),
    );

    const last = await list('?page=3&limit=10');
    expect(last).toMatchObject({ page: 3, limit: 10, totalPages: 3, totalResults: 25 });
    expect(last.results.map((r) => r.id)).toEqual(
      created
        .slice(0, 5)
        .reverse()
        .map((r) => r.id),
    );
    expect(last.results[0]!.products).toHaveLength(1);

    const beyond = await list('?page=4&limit=10');
    expect(beyond.results).toEqual([]);
    expect(beyond.totalResults).toBe(25);
    expect((await list('')).limit).toBe(10);
  });

  it('searches by buyer name, case-insensitively and only among the merchant’s own', async () => {
    const ada = await list('?name=ada');
    expect(ada.totalResults).toBe(5);
    expect(ada.results.every((r) => r.fullname === 'Ada Obi' && r.userId === m.id)).toBe(true);
    expect((await list('?name=OKAF')).totalResults).toBe(5);
    expect((await list('?name=%25')).totalResults).toBe(0);
    expect((await list('?name=')).totalResults).toBe(25);
  });

  it('searches by invoice number as shown or typed, only among the merchant’s own', async () => {
    const twelfth = created[11]!;
    const forms = ['INV-0012', 'inv-0012', 'INV 12', '#12', '0012', '12', ' inv12 '];
    for (const form of forms) {
      const found = await list(`?name=${encodeURIComponent(form)}`);
      expect(
        found.results.map((r) => r.id),
        form,
      ).toEqual([twelfth.id]);
    }
    expect((await list('?name=INV-0099')).totalResults).toBe(0);
    expect((await list('?name=INV-12-3')).totalResults).toBe(0);
    console.log(
      `invoice search: ${forms.length}/${forms.length} spellings of INV-0012 find it, names still match`,
    );
  });

  it('filters by status (any case, all = everything), payment status and billing date range', async () => {
    expect((await list('?status=draft')).totalResults).toBe(20);
    expect((await list('?status=ISSUED')).totalResults).toBe(5);
    expect((await list('?status=all')).totalResults).toBe(25);
    expect((await list('?paymentStatus=NEW')).totalResults).toBe(25);
    expect((await list('?paymentStatus=paid')).totalResults).toBe(0);

    const range = await list('?from=2025-03-10&to=2025-03-14');
    expect(range.totalResults).toBe(5);
    expect(range.results.map((r) => r.billingDate).sort()).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
    expect((await list('?from=2025-03-20&status=issued&name=ada')).totalResults).toBe(1);

    const bad = await as(t, m).get('/v1/invoice?status=paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be all, DRAFT, ISSUED or CANCELLED');
    expect((await as(t, m).get('/v1/invoice?from=2025-03-20&to=2025-03-01')).statusCode).toBe(400);
  });

  it('has a trigram index that serves the name search', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query(`EXPLAIN SELECT id FROM invoices WHERE fullname ILIKE '%okafor%'`);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/invoices_fullname_trgm/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});
