import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../src/providers/payments/simulated/bank-directory.ts';
import {
  type PaystackSimulation,
  startPaystackSimulation,
} from '../../src/providers/payments/simulated/paystack-simulation.ts';
import { confirmCheckout } from '../../src/providers/payments/simulated/sim-checkout.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { type Example, examples, SECRET } from './paystack-examples.ts';

type Json = Record<string, unknown>;

/** The kind of each value, deeply: two answers of the same shape have the same skeleton. */
const skeleton = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.slice(0, 1).map(skeleton)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v)]))
      : value === null
        ? 'null'
        : typeof value;

/** The documented answer's skeleton, kept to the fields named (the ones the adapter and its callers read). */
function documented(example: Example, fields: string[]) {
  const data = example.answer.body.data as Json | Json[];
  const pick = (item: Json) => Object.fromEntries(fields.map((f) => [f, skeleton(item[f])]));
  return Array.isArray(data) ? [pick(data[0]!)] : pick(data);
}

/** The built-in simulation served over HTTP answers Paystack's documented requests with its documented shapes. */
describe('the simulated Paystack over HTTP', () => {
  let simulation: PaystackSimulation;
  beforeAll(async () => {
    simulation = await startPaystackSimulation({
      databaseUrl: await createTestDatabase(),
      secretKey: SECRET,
      publicUrl: 'http://localhost:3000',
      port: 0,
      transferDelayMs: 0,
      webhookMaxAttempts: 3,
      webhookRetryMs: 0,
      onError: () => {},
    });
  });
  afterAll(() => simulation.close());

  async function call(method: string, path: string, body?: Json, key = SECRET) {
    const response = await fetch(`${simulation.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /** Sends the example's request (with `body` in place of the documented one) and checks the answer's shape. */
  async function answersLike(
    example: Example,
    fields: string[],
    path = example.request.path,
    body = example.request.body,
  ) {
    const answer = await call(example.request.method, path, body);
    expect(answer.status).toBe(example.answer.status);
    expect(answer.body).toMatchObject({ status: true, message: expect.any(String) });
    const data = answer.body.data as Json | Json[];
    const kept = (item: Json) => Object.fromEntries(fields.map((f) => [f, skeleton(item[f])]));
    expect(Array.isArray(data) ? [kept(data[0]!)] : kept(data)).toEqual(documented(example, fields));
    return data as Json;
  }

  it('answers every documented request with the documented shape', async () => {
    await answersLike(examples.listBanks, ['name', 'slug', 'code', 'currency', 'active', 'type', 'id']);
    await answersLike(examples.resolveAccount, ['account_number', 'account_name', 'bank_id']);

    const reference = `top_${Date.now()}`;
    const init = { ...examples.initializeTransaction.request.body, reference };
    const started = await answersLike(
      examples.initializeTransaction,
      ['authorization_url', 'access_code', 'reference'],
      undefined,
      init,
    );
    expect(started.reference).toBe(reference);
    await confirmCheckout(simulation.sim.db, started.access_code as string);
    const verifyFields = [
      'status',
      'reference',
      'amount',
      'gateway_response',
      'paid_at',
      'channel',
      'currency',
    ];
    const paid = await answersLike(
      examples.verifyTransaction,
      verifyFields,
      `/transaction/verify/${reference}`,
    );
    expect(paid).toMatchObject({ status: 'success', amount: 20000, metadata: init.metadata });

    const refund = { transaction: reference, amount: 10000 };
    await answersLike(examples.refundTransaction, ['status', 'amount', 'currency'], undefined, refund);
    const listed = await answersLike(
      examples.listRefunds,
      ['amount', 'currency', 'status'],
      `/refund?reference=${reference}`,
    );
    expect(listed).toEqual([expect.objectContaining({ amount: 10000, status: 'processed' })]);

    const recipient = await answersLike(examples.createTransferRecipient, [
      'name',
      'recipient_code',
      'type',
      'currency',
    ]);
    const transfer = { ...examples.initiateTransfer.request.body, recipient: recipient.recipient_code };
    const sent = await answersLike(
      examples.initiateTransfer,
      ['amount', 'currency', 'status', 'transfer_code'],
      undefined,
      transfer,
    );
    expect(sent.status).toBe('pending');
    await simulation.jobs.runOnce();
    const verified = await answersLike(examples.verifyTransfer, [
      'amount',
      'currency',
      'reference',
      'status',
      'transfer_code',
      'failures',
    ]);
    expect(verified).toMatchObject({ status: 'success', transfer_code: sent.transfer_code });
  });

  it.each([
    ['no key', undefined],
    ['another key', 'sk_test_somebody_else_key'],
  ])('answers 401 {status:false,message:"Invalid key"} with %s', async (_, key) => {
    const response = await fetch(`${simulation.url}/bank?currency=NGN`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it.each([
    [
      'an account that does not resolve',
      'GET',
      `/bank/resolve?account_number=${TEST_ACCOUNTS.unknown}&bank_code=058`,
      undefined,
      422,
    ],
    ['an unknown bank', 'GET', '/bank/resolve?account_number=0001234567&bank_code=999', undefined, 422],
    ['an unknown transaction', 'GET', '/transaction/verify/nope', undefined, 404],
    ['an unknown transfer', 'GET', '/transfer/verify/nope', undefined, 404],
    [
      'a currency Paystack does not charge',
      'POST',
      '/transaction/initialize',
      { email: 'a@b.co', amount: 100, currency: 'GBP', reference: 'r_gbp' },
      400,
    ],
    [
      'a body without the amount',
      'POST',
      '/transfer',
      { source: 'balance', recipient: 'RCP_1', reference: 'r1' },
      400,
    ],
    [
      'a bank that does not answer',
      'GET',
      `/bank/resolve?account_number=${TEST_ACCOUNTS.bankDown}&bank_code=058`,
      undefined,
      503,
    ],
  ] as const)('refuses %s with Paystack’s error shape', async (_, method, path, body, status) => {
    const answer = await call(method, path, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ status: false, message: expect.any(String) });
  });
});
