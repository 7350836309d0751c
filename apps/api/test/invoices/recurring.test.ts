import type { Invoice, InvoiceSchedule } from '@oja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, outbox } from '../../src/db/schema/index.ts';
import type { InvoiceContext } from '../../src/modules/invoices/invoice-context.ts';
import { invoiceContextOf } from '../../src/modules/invoices/invoice-module.ts';
import { issueDueInvoices } from '../../src/modules/invoices/invoice-repeat-job.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp, dataOf, onTwoInstances } from './invoice-helpers.ts';

// The job's passes see every schedule of the database, so each test's schedules end before the next test's dates.
describe('recurring invoices', () => {
  let t: TestApp, m: TestMerchant, ctx: InvoiceContext;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Mama Put Foods' }));
    ctx = invoiceContextOf(t.app, t.env);
  });
  afterAll(() => t.close());

  const repeat = (invoiceId: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/invoice/${invoiceId}/schedule`,
      payload: body,
      headers: { ...m.headers, ...headers },
    });
  const copiesOf = (invoiceId: string) =>
    t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.merchantId, m.id), eq(invoices.repeatOfId, invoiceId)))
      .orderBy(invoices.repeatRun);
  const mailsTo = async (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));

  it('issues a copy per run, month ends kept (31 Jan → 28 Feb → 31 Mar in 2100), until the count', async () => {
    const source = await createInvoice(t, m, {
      vat: true,
      deposit: { kind: 'percent', value: 30 },
      billingDate: '2099-01-10',
      dueDate: '2099-01-24',
    });
    const saved = await repeat(source.id, { every: 'month', startsOn: '2100-01-31', count: 3 });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(dataOf<InvoiceSchedule>(saved)).toMatchObject({
      status: 'ACTIVE',
      nextRunOn: '2100-01-31',
      issued: 0,
    });

    expect(await issueDueInvoices(ctx, '2100-01-30')).toBe(0);
    expect(await issueDueInvoices(ctx, '2100-01-31')).toBe(1);
    expect(await issueDueInvoices(ctx, '2100-01-31')).toBe(0);
    // A pass that comes late issues each missed run once, billed on its own date.
    expect(await issueDueInvoices(ctx, '2100-04-15')).toBe(2);
    expect(await issueDueInvoices(ctx, '2100-12-31')).toBe(0);

    const copies = await copiesOf(source.id);
    expect(copies.map((c) => [c.billingDate, c.dueDate, c.repeatRun])).toEqual([
      ['2100-01-31', '2100-02-14', 0],
      ['2100-02-28', '2100-03-14', 1],
      ['2100-03-31', '2100-04-14', 2],
    ]);
    const first = dataOf<Invoice>(await as(t, m).get(`/v1/invoice/${copies[0]!.id}`));
    expect(first).toMatchObject({
      status: 'ISSUED',
      paymentStatus: 'PENDING_PAYMENT',
      vatRate: source.vatRate,
      vatAmount: source.vatAmount,
      totalAmount: source.totalAmount,
      products: source.products,
    });
    expect(first.invoiceNumber).not.toBe(source.invoiceNumber);
    expect(copies.every((c) => c.depositMinor > 0 && c.payTokenHash)).toBe(true);
    const mails = await mailsTo(source.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      copies.map((c) => `Invoice INV-${String(c.invoiceNumber).padStart(4, '0')} from Mama Put Foods`).sort(),
    );
    expect(mails[0]!.body).toContain('/pay/invoice/');
    const schedule = dataOf<InvoiceSchedule>(await as(t, m).get(`/v1/invoice/${source.id}/schedule`));
    expect(schedule).toMatchObject({ status: 'ENDED', issued: 3, nextRunOn: null });
  });

  it('issues each run once when two app instances (two pools) run the job at the same time', async () => {
    const sources: Invoice[] = [];
    for (let i = 0; i < 12; i += 1) {
      const source = await createInvoice(t, m);
      sources.push(source);
      expect(
        (await repeat(source.id, { every: 'week', startsOn: '2101-01-01', endsOn: '2101-01-08' })).statusCode,
      ).toBe(201);
    }
    // Each instance claims runs the other does not hold: no run is tried twice (and refused by the
    // copies' unique run key), so no failure is logged.
    expect(await onTwoInstances(t, ctx, (one) => issueDueInvoices(one, '2101-01-14'))).toBe(24);
    for (const source of sources) {
      expect((await copiesOf(source.id)).map((c) => c.repeatRun)).toEqual([0, 1]);
      expect(await mailsTo(source.email)).toHaveLength(2);
    }
  });

  it('leaves nothing behind when a run fails after the copy is written, and issues it once later', async () => {
    const source = await createInvoice(t, m);
    await repeat(source.id, { every: 'days', days: 10, startsOn: '2102-01-01', count: 1 });
    let crashes = 1;
    const crash = () => {
      if (crashes-- > 0) throw new Error('crash after the insert');
    };
    expect(await issueDueInvoices(ctx, '2102-01-01', crash)).toBe(0);
    expect(await copiesOf(source.id)).toEqual([]);
    expect(await mailsTo(source.email)).toEqual([]);
    expect(dataOf<InvoiceSchedule>(await as(t, m).get(`/v1/invoice/${source.id}/schedule`))).toMatchObject({
      issued: 0,
      nextRunOn: '2102-01-01',
    });
    expect(await issueDueInvoices(ctx, '2102-01-01', crash)).toBe(1);
    expect(await issueDueInvoices(ctx, '2102-01-01', crash)).toBe(0);
    expect(await copiesOf(source.id)).toHaveLength(1);
    expect(await mailsTo(source.email)).toHaveLength(1);
  });

  it('pauses, resumes and stops; a paused or stopped schedule issues nothing', async () => {
    const source = await createInvoice(t, m);
    await repeat(source.id, { every: 'week', startsOn: '2103-01-01', endsOn: '2103-12-31' });
    const act = (action: string) => as(t, m).post(`/v1/invoice/${source.id}/schedule/status`, { action });
    expect(dataOf<InvoiceSchedule>(await act('pause'))).toMatchObject({ status: 'PAUSED' });
    expect(await issueDueInvoices(ctx, '2103-01-01')).toBe(0);
    expect(dataOf<InvoiceSchedule>(await act('resume'))).toMatchObject({
      status: 'ACTIVE',
      nextRunOn: '2103-01-01',
    });
    expect(await issueDueInvoices(ctx, '2103-01-01')).toBe(1);
    expect(dataOf<InvoiceSchedule>(await act('stop'))).toMatchObject({ status: 'STOPPED', nextRunOn: null });
    expect(await issueDueInvoices(ctx, '2103-02-01')).toBe(0);
    const again = await act('resume');
    expect(again.statusCode).toBe(409);
    expect(dataOf<InvoiceSchedule>(await act('stop'))).toMatchObject({ status: 'STOPPED' });
    expect(again.json().message).toBe('This schedule has finished and cannot change');
    expect((await act('restart')).statusCode).toBe(400);
  });

  it('replays a schedule sent again with its Idempotency-Key; refuses bad input and others’ invoices', async () => {
    const source = await createInvoice(t, m);
    const body = { every: 'month', startsOn: '2104-05-31', count: 2 };
    const first = await repeat(source.id, body, { 'idempotency-key': 'repeat-1' });
    const replay = await repeat(source.id, body, { 'idempotency-key': 'repeat-1' });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual(first.json().data);
    const twice = await repeat(source.id, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'This invoice already repeats; pause, resume or stop its schedule instead',
    );

    const fresh = await createInvoice(t, m);
    const past = await repeat(fresh.id, { every: 'week', startsOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The first date must be today or later');
    expect((await repeat(fresh.id, { every: 'days', startsOn: '2104-01-01' })).statusCode).toBe(400);
    expect(dataOf(await as(t, m).get(`/v1/invoice/${fresh.id}/schedule`))).toBeNull();

    const other = await createMerchant(t);
    expect((await as(t, other).get(`/v1/invoice/${source.id}/schedule`)).statusCode).toBe(404);
    expect((await as(t, other).post(`/v1/invoice/${source.id}/schedule`, body)).statusCode).toBe(404);
    const stop = await as(t, other).post(`/v1/invoice/${source.id}/schedule/status`, { action: 'stop' });
    expect(stop.statusCode).toBe(404);
    expect(dataOf<InvoiceSchedule>(await as(t, m).get(`/v1/invoice/${source.id}/schedule`)).status).toBe(
      'ACTIVE',
    );
  });
});
