import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertProduct, placeOrder } from '../orders/helpers.ts';
import { createMoneyApp, ngnWallet } from '../orders/money-helpers.ts';
import { as, ledgerViolations, PIN, saveBank, setPin } from '../wallet/wallet-helpers.ts';
import {
  checkInvoices,
  type InvoiceState,
  type InvoiceStep,
  runInvoiceStep,
} from './refund-model-invoices.ts';
import { deliverAndRelease, refund, refundBody } from './refund-helpers.ts';

/** Kobo of the model; the API speaks naira. */
interface OrderModel {
  id: string;
  reference: string;
  total: number;
  refunded: number;
  released: boolean;
}
interface Model extends InvoiceState {
  orders: OrderModel[];
}

type Step =
  | { op: 'pay'; quantity: number }
  | { op: 'release'; pick: number }
  | { op: 'refund'; pick: number; share: number; storeCredit: boolean }
  | { op: 'withdraw'; naira: number }
  | InvoiceStep;

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    share: fc.integer({ min: 1, max: 120 }),
    storeCredit: fc.boolean(),
  }),
  fc.record({ op: fc.constant('withdraw' as const), naira: fc.integer({ min: 100, max: 40_000 }) }),
  fc.record({
    op: fc.constant('payInvoice' as const),
    buyer: fc.nat(),
    instalments: fc.constantFrom(1 as const, 2 as const),
  }),
  fc.record({
    op: fc.constant('refundInvoice' as const),
    pick: fc.nat(),
    share: fc.integer({ min: 1, max: 120 }),
    storeCredit: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('spendCredit' as const),
    buyer: fc.nat(),
    naira: fc.integer({ min: 1, max: 4000 }),
  }),
);

/**
 * Random sequences of buyer payments, deliveries, refunds (of any share, past what is left too),
 * withdrawals, invoices paid in one or two instalments, their refunds, and store credit spent on invoices: after every step the ledger balances (Σ entries = every kept balance, no wallet below
 * zero), each order's and invoice's refunds add up to its refunded sum and never pass what was paid, each
 * buyer's store credit is what the model says, the provider never
 * refunds a charge past it, and the wallet is what the model says.
 */
describe('refunds against a model (fast-check)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let product: { id: string };

  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t);
    await setPin(t, ada);
    await saveBank(t, ada);
    product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 100_000 });
  });
  afterAll(() => t.close());

  async function run(model: Model, s: Step) {
    if (s.op === 'payInvoice' || s.op === 'refundInvoice' || s.op === 'spendCredit')
      return runInvoiceStep(t, ada, model, s);
    const order = model.orders.length
      ? model.orders[('pick' in s ? s.pick : 0) % model.orders.length]
      : undefined;
    if (s.op === 'pay') {
      const placed = await placeOrder(t, ada, [{ productId: product.id, quantity: s.quantity }]);
      model.orders.push({
        id: placed.id,
        reference: placed.payment!.reference,
        total: Math.round(placed.totalPrice * 100),
        refunded: 0,
        released: false,
      });
    } else if (s.op === 'release' && order && !order.released && order.refunded < order.total) {
      await deliverAndRelease(t, ada.id, order.id);
      order.released = true;
      model.wallet += order.total - order.refunded;
    } else if (s.op === 'refund' && order) {
      const amount = Math.max(1, Math.round((order.total * s.share) / 100));
      const res = await refund(
        t,
        ada,
        order.id,
        refundBody(amount / 100, { destination: s.storeCredit ? 'store_credit' : 'original_payment' }),
      );
      const left = order.total - order.refunded;
      if (left === 0) expect(res.statusCode, res.body).toBe(409);
      else if (amount > left || (order.released && amount > model.wallet))
        expect(res.statusCode, res.body).toBe(422);
      else {
        expect(res.statusCode, res.body).toBe(201);
        order.refunded += amount;
        if (order.released) model.wallet -= amount;
      }
    } else if (s.op === 'withdraw') {
      const res = await as(t, ada).move('/v1/wallet/debit', { amount: s.naira, pin: PIN });
      // Past the daily count of withdrawals nothing moves (the wallet check after the step shows it).
      if (res.statusCode === 429) return;
      if (s.naira * 100 <= model.wallet) {
        expect(res.statusCode, res.body).toBe(201);
        model.wallet -= s.naira * 100;
      } else expect(res.statusCode, res.body).toBe(422);
    }
  }

  async function checkInvariants(model: Model) {
    expect(await ledgerViolations(t)).toEqual([]);
    const { rows } = await t.pool.query(
      `SELECT o.id, o.total_price::bigint AS total, o.refunded_amount::bigint AS refunded,
              coalesce((SELECT sum(amount) FROM refunds r WHERE r.order_id = o.id), 0)::bigint AS refunds,
              s.refunded_amount::bigint AS provider, s.amount::bigint AS charged
       FROM orders o JOIN escrow_holds h ON h.merchant_id = o.merchant_id AND h.order_id = o.id::text
       JOIN paystack_sim_transactions s ON s.reference = h.reference WHERE o.merchant_id = $1`,
      [ada.id],
    );
    for (const row of rows) {
      const [total, refunded, refunds] = [Number(row.total), Number(row.refunded), Number(row.refunds)];
      expect(refunds).toBe(refunded);
      expect(refunded).toBeLessThanOrEqual(total);
      expect(Number(row.provider)).toBeLessThanOrEqual(Number(row.charged));
      expect(refunded).toBe(model.orders.find((o) => o.id === row.id)!.refunded);
    }
    await checkInvoices(t, ada, model);
    expect(Math.round((await ngnWallet(t, ada)).available * 100)).toBe(model.wallet);
  }

  it('keeps the ledger and every order’s refunds within what was paid', { timeout: 120_000 }, async () => {
    const seed = Number(process.env.REFUND_MODEL_SEED ?? Date.now() % 2 ** 31);
    const numRuns = Number(process.env.REFUND_MODEL_RUNS ?? 6);
    console.log(`refund model: seed ${seed}, ${numRuns} runs (rerun with REFUND_MODEL_SEED=${seed})`);
    let steps = 0;
    let runs = 0;
    // One merchant through every run: its orders and wallet carry over (no shrinking: the state is real).
    const model: Model = { wallet: 0, orders: [], invoices: [], credit: new Map() };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (sequence) => {
        runs += 1;
        await run(model, { op: 'pay', quantity: 1 });
        for (const s of sequence) {
          await run(model, s);
          await checkInvariants(model);
          steps += 1;
        }
      }),
      { seed, numRuns, endOnFailure: true },
    );
    console.log(
      `refund model: ${runs} runs, ${steps} steps, each followed by the invariant checks: 0 violations`,
    );
    expect(steps).toBeGreaterThan(10);
  });
});
