import type { Invoice, InvoiceReminders } from '@oja/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceReminders, outbox } from '../../src/db/schema/index.ts';
import type { InvoiceContext } from '../../src/modules/invoices/invoice-context.ts';
import { invoiceContextOf } from '../../src/modules/invoices/invoice-module.ts';
import { sendDueReminders } from '../../src/modules/invoices/invoice-reminder-job.ts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp, dataOf, onTwoInstances } from './invoice-helpers.ts';

// Each test's invoices fall due in a year of their own: a pass sees every invoice of the database.
describe('payment reminders', () => {
  let t: TestApp, m: TestMerchant, ctx: InvoiceContext;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Mama Put Foods' }));
    ctx = invoiceContextOf(t.app, t.env);
  });
  afterAll(() => t.close());

  const sentInvoice = async (dueDate: string) => {
    const draft = await createInvoice(t, m, { billingDate: '2090-01-01', dueDate });
    const sent = await as(t, m).post(`/v1/invoice/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    return dataOf<Invoice>(sent);
  };
  const remindersTo = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, 'Reminder:%')));
  const keysOf = (invoiceId: string) =>
    t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId));

  it('is off by default; a bad setting is refused and changes nothing', async () => {
    const url = '/v1/invoice-settings/reminders';
    expect(dataOf(await as(t, m).get(url))).toEqual({ enabled: false, offsets: [-3, 0, 7] });
    for (const body of [
      { enabled: true, offsets: [61] },
      { enabled: true, offsets: [1, 1] },
      { enabled: true, offsets: [1, 2, 3, 4, 5, 6] },
      { enabled: 'yes', offsets: [] },
    ])
      expect((await as(t, m).put(url, body)).statusCode).toBe(400);
    const invoice = await sentInvoice('2091-03-15');
    expect(await sendDueReminders(ctx, '2091-03-15')).toBe(0);
    expect(await keysOf(invoice.id)).toEqual([]);
    const saved = await as(t, m).put(url, { enabled: true, offsets: [7, -3, 0] });
    expect(dataOf<InvoiceReminders>(saved)).toEqual({ enabled: true, offsets: [-3, 0, 7] });
  });

  it('sends each reminder once on its day, none after the invoice is paid', async () => {
    const invoice = await sentInvoice('2092-03-15');
    expect(await sendDueReminders(ctx, '2092-03-11')).toBe(0);
    expect(await sendDueReminders(ctx, '2092-03-12')).toBe(1);
    expect(await sendDueReminders(ctx, '2092-03-12')).toBe(0);
    expect(await sendDueReminders(ctx, '2092-03-15')).toBe(1);
    const [mail] = await remindersTo(invoice.email);
    expect(mail!.subject).toBe(`Reminder: invoice ${invoice.invoiceNumber} from Mama Put Foods`);
    expect(mail!.body).toContain(`invoice ${invoice.invoiceNumber} is due on 2092-03-15`);
    // The reminder rotates nothing: the link of the invoice email still pays.
    expect(mail!.body).not.toContain('/pay/invoice/');

    const paid = await as(t, m).patch(`/v1/invoice/${invoice.id}/status`, { paymentStatus: 'PAID' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await sendDueReminders(ctx, '2092-03-22')).toBe(0);
    expect((await keysOf(invoice.id)).map((k) => k.offsetDays).sort()).toEqual([-3, 0]);
    expect(await remindersTo(invoice.email)).toHaveLength(2);
  });

  it('never sends a cancelled invoice’s reminder, nor one past its grace days', async () => {
    const cancelled = await sentInvoice('2093-03-15');
    const cancel = await as(t, m).patch(`/v1/invoice/${cancelled.id}/status`, { status: 'CANCELLED' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const old = await sentInvoice('2093-01-01');
    expect(await sendDueReminders(ctx, '2093-03-15')).toBe(0);
    expect(await remindersTo(cancelled.email)).toEqual([]);
    expect(await remindersTo(old.email)).toEqual([]);
  });

  it('sends each reminder once when two app instances (two pools) run the job at the same time', async () => {
    const sent: Invoice[] = [];
    for (let i = 0; i < 10; i += 1) sent.push(await sentInvoice('2094-06-10'));
    // The day's reminder (offset 0) of each; the one of -3 fell on 06-07, past its grace days.
    expect(await onTwoInstances(t, ctx, (one) => sendDueReminders(one, '2094-06-10'))).toBe(10);
    for (const invoice of sent) expect(await remindersTo(invoice.email)).toHaveLength(1);
  });
});
