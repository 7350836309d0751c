import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp, dataOf, invoiceBody } from './invoice-helpers.ts';

describe('invoice status changes', () => {
  let t: TestApp, m: TestMerchant;
  suiteApp(async () => ({ t, m } = await withMerchant(createInvoiceApp())));

  const change = (id: string, body: Record<string, string>, slash = '/') =>
    as(t, m).patch(`/v1/invoice/${id}/status${slash}`, body);

  it('walks DRAFT → ISSUED and NEW → PENDING_PAYMENT → PAID, with and without the trailing slash', async () => {
    const { id } = await createInvoice(t, m);
    const issued = await change(id, { status: 'ISSUED' });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().message).toBe('Invoice status updated successfully');
    expect(dataOf(issued)).toMatchObject({ status: 'ISSUED', paymentStatus: 'NEW' });
    expect(dataOf(await change(id, { paymentStatus: 'pending_payment' }, ''))).toMatchObject({
      paymentStatus: 'PENDING_PAYMENT',
    });
    const paid = dataOf(await change(id, { paymentStatus: 'PAID' }));
    expect(paid.paymentStatus).toBe('PAID');
    expect(paid.paidAt).not.toBeNull();
  });

  it('refuses every other step with 409 and a message, changing nothing', async () => {
    const draft = await createInvoice(t, m);
    const cases: [Record<string, string>, string][] = [
      [{ paymentStatus: 'PAID' }, 'Issue the invoice before changing its payment status'],
      [{ paymentStatus: 'PENDING_PAYMENT' }, 'Issue the invoice before changing its payment status'],
      [{ status: 'DRAFT' }, 'The invoice is already DRAFT'],
    ];
    for (const [body, message] of cases) {
      const res = await change(draft.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe(message);
    }

    // Paid outside Oja: PAID is reachable straight from NEW.
    const sentUnpaid = await createInvoice(t, m, { status: 'ISSUED' });
    const newToPaid = await change(sentUnpaid.id, { paymentStatus: 'PAID' });
    expect(newToPaid.statusCode).toBe(200);
    expect(dataOf(newToPaid).paymentStatus).toBe('PAID');
    const issued = await createInvoice(t, m, { status: 'ISSUED' });
    expect((await change(issued.id, { status: 'DRAFT' })).json().message).toBe(
      'An invoice cannot go from ISSUED to DRAFT',
    );

    await change(issued.id, { paymentStatus: 'PENDING_PAYMENT' });
    expect((await change(issued.id, { paymentStatus: 'NEW' })).statusCode).toBe(409);
    await change(issued.id, { paymentStatus: 'PAID' });
    const paidToNew = await change(issued.id, { paymentStatus: 'NEW' });
    expect(paidToNew.statusCode).toBe(409);
    expect(paidToNew.json().message).toBe('The payment status cannot go from PAID to NEW');
    const cancelPaid = await change(issued.id, { status: 'CANCELLED' });
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().message).toBe('A paid invoice cannot be cancelled');

    expect(dataOf(await as(t, m).get(`/v1/invoice/${draft.id}`))).toMatchObject({
      status: 'DRAFT',
      paymentStatus: 'NEW',
    });
    expect(dataOf(await as(t, m).get(`/v1/invoice/${issued.id}`))).toMatchObject({
      status: 'ISSUED',
      paymentStatus: 'PAID',
    });
  });

  it('cancels a DRAFT or an unpaid issued invoice, and then nothing more happens to it', async () => {
    const draft = await createInvoice(t, m);
    expect(dataOf(await change(draft.id, { status: 'CANCELLED' })).status).toBe('CANCELLED');
    const issued = await createInvoice(t, m, { status: 'ISSUED' });
    await change(issued.id, { paymentStatus: 'PENDING_PAYMENT' });
    expect(dataOf(await change(issued.id, { status: 'CANCELLED' })).status).toBe('CANCELLED');

    expect((await change(issued.id, { status: 'ISSUED' })).json().message).toBe(
      'An invoice cannot go from CANCELLED to ISSUED',
    );
    expect((await change(issued.id, { paymentStatus: 'PAID' })).json().message).toBe(
      'A cancelled invoice cannot be paid',
    );
    expect((await change(issued.id, { status: 'CANCELLED' })).statusCode).toBe(409);
    expect((await as(t, m).put(`/v1/invoice/${draft.id}`, invoiceBody())).statusCode).toBe(409);
  });

  it('answers 400 for a body with both or neither change, or an unknown status', async () => {
    const { id } = await createInvoice(t, m);
    expect((await change(id, {})).statusCode).toBe(400);
    expect((await change(id, { status: 'ISSUED', paymentStatus: 'PAID' })).json().message).toBe(
      'Send either status or paymentStatus',
    );
    expect((await change(id, { status: 'PAID' })).statusCode).toBe(400);
  });
});
