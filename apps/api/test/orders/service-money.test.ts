import { businessInstant } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDueEscrows } from '../../src/modules/wallet/escrow-ledger.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { buyer, checkout, getOrder, insertService, payOrder, type PlacedOrder } from './helpers.ts';
import { createMoneyApp, getJson, ledgerKinds, ngnWallet } from './money-helpers.ts';

const HOUR = 3_600_000;

function nextMonday(weeks: number): string {
  const date = new Date(Date.now() + 7 * weeks * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A booking (₦25,000) through the checkout. */
async function book(t: TestApp, m: TestMerchant, serviceId: string, weeks: number): Promise<PlacedOrder> {
  const res = await checkout(t, {
    merchantId: m.id,
    ...buyer({ deliveryAddress: undefined }),
    service: { serviceId, bookedDate: nextMonday(weeks), startHour: '10:00', endHour: '11:00' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const move = (t: TestApp, m: TestMerchant, id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/v1/order/${id}/status`, headers: m.headers, payload: { status } });

describe('money flow: booking → paid → delivered → hold → available', () => {
  let t: TestApp;
  let tunde: TestMerchant;
  let serviceId: string;
  beforeAll(async () => {
    t = await createMoneyApp();
    tunde = await createMerchant(t, { businessName: 'Tunde Studio' });
    serviceId = (await insertService(t, tunde)).id;
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('a booking is NOT_PAID until paid, NEW after; delivered, its money waits SERVICE_RELEASE_HOLD_HOURS (24)', async () => {
    const placed = await book(t, tunde, serviceId, 1);
    expect(placed).toMatchObject({ status: 'NOT_PAID', paymentStatus: 'awaiting_payment' });
    await payOrder(t, placed);
    expect(await ngnWallet(t, tunde)).toEqual({ available: 0, pending: 25_000 });
    expect((await move(t, tunde, placed.id, 'PENDING')).statusCode).toBe(200);
    const delivered = await move(t, tunde, placed.id, 'DELIVERED');
    expect(delivered.statusCode).toBe(200);
    const { settlement } = delivered.json().data.order;
    expect(settlement).toMatchObject({ status: 'in_escrow', amount: 25_000 });
    // Delivered before its slot (tomorrow) is over: the 24 h run from the slot's end, not from now.
    const { booking } = delivered.json().data.order;
    const slotEnd = businessInstant(booking.bookedDate, booking.endHour).getTime();
    expect(slotEnd).toBeGreaterThan(Date.now());
    const holdEnds = Date.parse(settlement.releaseAt);
    expect(holdEnds).toBe(slotEnd + 24 * HOUR);
    expect(await ngnWallet(t, tunde)).toEqual({ available: 0, pending: 25_000 });

    // Before the hold ends the job releases nothing; after it, exactly once.
    expect(await t.app.orderPaymentJobs.runOnce(new Date(holdEnds - 60_000))).toEqual({
      expired: 0,
      released: 0,
    });
    // Two instances' release jobs at once.
    const runs = await Promise.all([
      releaseDueEscrows(t.db, new Date(holdEnds + 1_000)),
      releaseDueEscrows(t.db, new Date(holdEnds + 1_000)),
    ]);
    expect(runs.reduce((sum, released) => sum + released, 0)).toBe(1);
    console.log(
      `service release: 2 concurrent release jobs after the 24 h hold → ${runs.join(' + ')} released`,
    );
    expect(await ngnWallet(t, tunde)).toEqual({ available: 25_000, pending: 0 });
    expect(await ledgerKinds(t, tunde.id)).toEqual({ escrow_hold: 1, escrow_release: 1 });
    const shown = (await getOrder(t, tunde, placed.id)).json().data.order;
    expect(shown.settlement).toMatchObject({ status: 'released', releaseAt: null });
    const settlements = (await getJson(t, tunde, '/v1/wallet/settlements')).json().data.results;
    expect(settlements).toEqual([
      expect.objectContaining({ orderId: placed.id, orderType: 'SERVICE', status: 'released' }),
    ]);
  });

  it('an unpaid booking cannot be moved, and a cancelled booking frees its slot', async () => {
    const placed = await book(t, tunde, serviceId, 2);
    expect((await move(t, tunde, placed.id, 'DELIVERED')).statusCode).toBe(409);
    const taken = await checkout(t, {
      merchantId: tunde.id,
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId, bookedDate: nextMonday(2), startHour: '10:30', endHour: '11:30' },
    });
    expect(taken.statusCode).toBe(409);
    // The unpaid booking's time runs out: its slot is free again.
    const later = new Date(Date.parse(placed.paymentDueAt as string) + 1_000);
    expect((await t.app.orderPaymentJobs.runOnce(later)).expired).toBe(1);
    expect((await getOrder(t, tunde, placed.id)).json().data.order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'expired',
    });
    const again = await book(t, tunde, serviceId, 2);
    expect(again.status).toBe('NOT_PAID');
  });
});

describe('money flow: a service with no hold (SERVICE_RELEASE_HOLD_HOURS=0)', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => ({ t, m } = await withMerchant(createMoneyApp({ SERVICE_RELEASE_HOLD_HOURS: '0' }))));
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('is paid out in the transaction that marks it delivered', async () => {
    const serviceId = (await insertService(t, m)).id;
    const placed = await book(t, m, serviceId, 1);
    await payOrder(t, placed);
    const delivered = await move(t, m, placed.id, 'DELIVERED');
    expect(delivered.json().data.order.settlement).toMatchObject({ status: 'released', amount: 25_000 });
    expect(await ngnWallet(t, m)).toEqual({ available: 25_000, pending: 0 });
  });
});
