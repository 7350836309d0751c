import fc from 'fast-check';
import { expect } from 'vitest';
import {
  accessCodeOf,
  as,
  dataOf,
  orderWithReference,
  PIN,
  saveBank,
  settle,
  settleAll,
  topUp,
} from './wallet-helpers.ts';
import {
  ACCOUNT_FOR,
  checkInvariants,
  type Currency,
  CURRENCIES,
  type Fate,
  minor,
  type Model,
  type Real,
} from './model-state.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

const major = fc.integer({ min: 1, max: 5_000_000 }).map((n) => n / 100);

class TopUp implements Cmd {
  constructor(
    readonly amount: number,
    readonly currency: 'NGN' | 'USD',
  ) {}
  check = () => true;
  async run(model: Model, { t, m }: Real) {
    await topUp(t, m, this.amount, this.currency);
    model.balance[this.currency] += minor(this.amount);
  }
  toString = () => `topUp(${this.amount} ${this.currency})`;
}

/** A withdrawal to an account whose transfers succeed, fail or get reversed (switching accounts first). */
class Withdraw implements Cmd {
  constructor(
    readonly amount: number,
    readonly fate: Fate,
  ) {}
  check = () => true;
  async run(model: Model, { t, m }: Real) {
    if (model.bank !== this.fate) {
      await saveBank(t, m, ACCOUNT_FOR[this.fate]);
      model.bank = this.fate;
    }
    const res = await as(t, m).move('/v1/wallet/debit', { amount: this.amount, pin: PIN });
    if (model.balance.NGN >= minor(this.amount)) {
      expect(res.statusCode, res.body).toBe(201);
      model.balance.NGN -= minor(this.amount);
      model.pending.push({ amount: minor(this.amount), fate: this.fate });
    } else {
      expect(res.statusCode, res.body).toBe(422);
    }
  }
  toString = () =>
    `withdraw(${this.amount} to an account that ${this.fate === 'success' ? 'receives' : `gets ${this.fate}`})`;
}

/** Lets the transfer delay pass: every pending payout settles; failed and reversed ones pay back. */
class SettleTransfers implements Cmd {
  check = (model: Readonly<Model>) => model.pending.length > 0;
  async run(model: Model, { t }: Real) {
    await t.pool.query(`UPDATE paystack_sim_transfers SET due_at = now() WHERE status = 'pending'`);
    await settleAll(t);
    for (const p of model.pending) if (p.fate !== 'success') model.balance.NGN += p.amount;
    model.pending = [];
  }
  toString = () => 'settleTransfers';
}

/** The provider delivers every event of this merchant again: nothing may move twice. */
class RedeliverWebhooks implements Cmd {
  check = () => true;
  async run(_model: Model, { t }: Real) {
    await t.pool.query(
      `UPDATE paystack_sim_webhooks SET delivered_at = NULL, attempts = 0, next_attempt_at = now()`,
    );
    await settleAll(t);
  }
  toString = () => 'redeliverWebhooks';
}

class Exchange implements Cmd {
  constructor(
    readonly from: Currency,
    readonly to: Currency,
    readonly amount: number,
  ) {}
  check = () => this.from !== this.to;
  async run(model: Model, { t, m }: Real) {
    const quoted = await as(t, m).post('/v1/wallet/exchange-quote', {
      from: this.from,
      to: this.to,
      amount: this.amount,
    });
    if (quoted.statusCode === 422) return; // converts to less than one minor unit
    const q = dataOf(quoted);
    expect(Math.abs(minor(q.convertedAmount) - minor(this.amount) * q.rate)).toBeLessThan(1.0001);
    const res = await as(t, m).move('/v1/wallet/exchange-currency', { quoteId: q.id });
    if (model.balance[this.from] >= minor(this.amount)) {
      expect(res.statusCode, res.body).toBe(200);
      model.balance[this.from] -= minor(this.amount);
      model.balance[this.to] += minor(q.convertedAmount);
    } else {
      expect(res.statusCode, res.body).toBe(422);
    }
  }
  toString = () => `exchange(${this.amount} ${this.from}→${this.to})`;
}

class EscrowHold implements Cmd {
  constructor(
    readonly amount: number,
    readonly currency: 'NGN' | 'USD',
  ) {}
  check = () => true;
  async run(model: Model, { t, m }: Real) {
    const orderId = `ORD-${model.holds.length + 1}`;
    await orderWithReference(t, m.id, orderId);
    const res = await as(t, m).move('/v1/wallet/escrow', {
      action: 'hold',
      orderId,
      amount: this.amount,
      currency: this.currency,
      customerEmail: 'buyer@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(dataOf(res).hold.authorizationUrl)}/confirm`,
    });
    await settle(t);
    model.holds.push({ orderId, currency: this.currency, amount: minor(this.amount), status: 'held' });
    model.escrow[this.currency] += minor(this.amount);
  }
  toString = () => `escrowHold(${this.amount} ${this.currency})`;
}

class EscrowSettle implements Cmd {
  constructor(
    readonly action: 'release' | 'refund',
    readonly pick: number,
  ) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, { t, m }: Real) {
    const hold = model.holds[this.pick % model.holds.length]!;
    const res = await as(t, m).move('/v1/wallet/escrow', { action: this.action, orderId: hold.orderId });
    if (hold.status !== 'held') {
      expect(res.statusCode, res.body).toBe(409);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    hold.status = this.action === 'release' ? 'released' : 'refunded';
    model.escrow[hold.currency] -= hold.amount;
    if (this.action === 'release') model.balance[hold.currency] += hold.amount;
  }
  toString = () => `escrow${this.action}(#${this.pick})`;
}

const currency = fc.constantFrom<'NGN' | 'USD'>('NGN', 'USD');
const withdrawal = fc
  .tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.constantFrom<Fate>('success', 'failed', 'reversed'))
  .map(([amount, fate]) => new Withdraw(amount / 100, fate));
const settleTransfers = fc.constant(new SettleTransfers());
const escrowSettle = fc
  .tuple(fc.constantFrom<'release' | 'refund'>('release', 'refund'), fc.nat(20))
  .map(([action, pick]) => new EscrowSettle(action, pick));
const exchange = fc
  .tuple(fc.constantFrom(...CURRENCIES), fc.constantFrom(...CURRENCIES), major)
  .map(([from, to, amount]) => new Exchange(from, to, amount));
// Listed more than once to weigh the draw towards the paths that move money back and forth.
const plain: fc.Arbitrary<Cmd>[] = [
  fc.tuple(major, currency).map(([amount, c]) => new TopUp(amount, c)),
  withdrawal,
  withdrawal,
  withdrawal,
  settleTransfers,
  settleTransfers,
  fc.constant(new RedeliverWebhooks()),
  exchange,
  exchange,
  fc.tuple(major, currency).map(([amount, c]) => new EscrowHold(amount, c)),
  escrowSettle,
  escrowSettle,
];

/** Runs a command, then checks every invariant against the database and the model. */
class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (model: Readonly<Model>) => this.inner.check(model);
  async run(model: Model, real: Real) {
    await this.inner.run(model, real);
    await checkInvariants(model, real);
    stats.steps += 1;
  }
  toString = () => this.inner.toString();
}

export const stats = { steps: 0 };
export const commands = plain.map((arb) => arb.map((cmd) => new Checked(cmd)));
export { initialModel, START_NGN } from './model-state.ts';
