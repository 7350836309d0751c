import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuardedPayments } from '../../src/providers/payments/guarded-payments.ts';
import { PaymentProviderError } from '../../src/providers/payments/payments-provider.ts';
import { PaystackHttp } from '../../src/providers/payments/paystack-http.ts';
import { type Answer, testServer } from './http-servers.ts';
import { type Example, examples, refusals, SECRET } from './paystack-examples.ts';

const TIMEOUT_MS = 300;

/** The adapter against a tiny recording server that answers what the test scripts. */
describe('PaystackHttp against Paystack’s documented examples', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  let answers: Answer[] = [];
  beforeAll(async () => {
    server = await testServer(() => answers.shift() ?? { status: 599, body: 'no answer scripted' });
  });
  beforeEach(() => {
    server.requests.length = 0;
    answers = [];
  });
  afterAll(() => server.stop());

  const paystack = () => new PaystackHttp({ baseUrl: server.url, secretKey: SECRET, timeoutMs: TIMEOUT_MS });
  /** Answers the example's documented response, runs `call`, and checks the request sent was the example's. */
  async function exchange<T>(example: Example, call: (p: PaystackHttp) => Promise<T>): Promise<T> {
    answers.push({ status: example.answer.status, body: example.answer.body });
    const result = await call(paystack());
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent!.method).toBe(example.request.method);
    expect(sent!.path).toBe(example.request.path);
    expect(sent!.headers.authorization).toBe(`Bearer ${SECRET}`);
    if (example.request.body) {
      expect(sent!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(sent!.body)).toEqual(example.request.body);
    } else {
      expect(sent!.body).toBe('');
    }
    return result;
  }

  it('GET /bank?currency=NGN: the banks with their codes', async () => {
    const banks = await exchange(examples.listBanks, (p) => p.listBanks());
    expect(banks.map(({ name, code, slug, currency }) => ({ name, code, slug, currency }))).toEqual([
      { name: 'Access Bank', code: '044', slug: 'access-bank', currency: 'NGN' },
      { name: 'Guaranty Trust Bank', code: '058', slug: 'guaranty-trust-bank', currency: 'NGN' },
    ]);
  });

  it('GET /bank/resolve: the account holder', async () => {
    expect(await exchange(examples.resolveAccount, (p) => p.resolveAccount('0001234567', '058'))).toEqual({
      accountNumber: '0001234567',
      accountName: 'Doe Jane Loren',
      bankCode: '058',
    });
  });

  it('POST /transaction/initialize: the checkout address', async () => {
    const { body } = examples.initializeTransaction.request;
    const started = await exchange(examples.initializeTransaction, (p) =>
      p.initializeTransaction({ ...body, callbackUrl: body.callback_url }),
    );
    expect(started).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/0peioxfhpn',
      accessCode: '0peioxfhpn',
      reference: body.reference,
    });
  });

  it('GET /transaction/verify/:reference: the charge, with "" metadata read as none', async () => {
    expect(await exchange(examples.verifyTransaction, (p) => p.verifyTransaction('nms6uvr1pl'))).toEqual({
      reference: 'nms6uvr1pl',
      status: 'success',
      amount: 20000,
      currency: 'NGN',
      paidAt: new Date('2020-05-19T12:30:56.000Z'),
      metadata: {},
    });
  });

  it('POST /refund: the transaction and, for part of it, the amount', async () => {
    await exchange(examples.refundTransaction, (p) => p.refundTransaction('T685312322670591', 10000));
    answers.push(examples.refundTransaction.answer);
    await paystack().refundTransaction('T685312322670591');
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ transaction: 'T685312322670591' });
  });

  it('GET /refund?reference=: the charge’s refunds with their notes, a failed one left out', async () => {
    expect(await exchange(examples.listRefunds, (p) => p.refundsOf('T685312322670591'))).toEqual([
      { amount: 10000, note: 'Refund for transaction T685312322670591 by test@me.com' },
    ]);
  });

  it('POST /transferrecipient: a nuban recipient', async () => {
    const recipient = await exchange(examples.createTransferRecipient, (p) =>
      p.createTransferRecipient({
        name: 'Tolu Robert',
        accountNumber: '0100000010',
        bankCode: '058',
        currency: 'NGN',
      }),
    );
    expect(recipient).toEqual({ recipientCode: 'RCP_m7ljkv8leesep7p' });
  });

  it('POST /transfer: from the balance, with our reference', async () => {
    const { body } = examples.initiateTransfer.request;
    const transfer = await exchange(examples.initiateTransfer, (p) =>
      p.initiateTransfer({ ...body, recipientCode: body.recipient }),
    );
    expect(transfer).toEqual({ transferCode: 'TRF_1ptvuv321ahaa7q', status: 'pending' });
  });

  it('POST /transfer answered "duplicate reference": the first transfer, read back by its reference', async () => {
    const { body } = examples.initiateTransfer.request;
    answers.push({ status: 400, body: { status: false, message: 'Duplicate Transfer Reference' } });
    answers.push(examples.verifyTransfer.answer);
    const transfer = await paystack().initiateTransfer({ ...body, recipientCode: body.recipient });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /transfer',
      'GET /transfer/verify/po_acv9ee55ljwc3bgq',
    ]);
    expect(transfer).toEqual({ transferCode: 'TRF_1ptvuv321ahaa7q', status: 'success' });
  });

  it('GET /transfer/verify/:reference: the transfer as Paystack knows it', async () => {
    expect(await exchange(examples.verifyTransfer, (p) => p.verifyTransfer('po_acv9ee55ljwc3bgq'))).toEqual({
      reference: 'po_acv9ee55ljwc3bgq',
      transferCode: 'TRF_1ptvuv321ahaa7q',
      status: 'success',
      amount: 3794800,
      currency: 'NGN',
      failures: null,
    });
  });

  it.each(refusals)('a $status "$message" is a PaymentProviderError of kind $kind', async (refusal) => {
    answers.push({ status: refusal.status, body: { status: false, message: refusal.message } });
    const error = await paystack()
      .verifyTransaction('ref')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).kind).toBe(refusal.kind);
  });

  describe('faults through HTTP, behind the guarded wrapper the services use', () => {
    const guarded = (baseUrl = server.url) =>
      new GuardedPayments(
        new PaystackHttp({ baseUrl, secretKey: SECRET, timeoutMs: TIMEOUT_MS }),
        TIMEOUT_MS * 2,
      );
    const expectUnavailable = async (call: Promise<unknown>) => {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).kind).toBe('unavailable');
    };

    it('connection refused', async () => {
      const down = await testServer(() => 'hang');
      await down.stop();
      await expectUnavailable(guarded(down.url).listBanks());
    });

    it('no answer within the timeout', async () => {
      answers.push('hang');
      const started = Date.now();
      await expectUnavailable(guarded().resolveAccount('0001234567', '058'));
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2);
    });

    it.each([
      ['a 500', { status: 500, body: { status: false, message: 'Internal server error' } }],
      ['a 502 from a proxy', { status: 502, body: '<html>Bad Gateway</html>' }],
      ['a body that is not JSON', { status: 200, body: '{"status":true,"data":' }],
      ['a success without data', { status: 200, body: { status: true, message: 'ok' } }],
      [
        'a status it does not know',
        { status: 200, body: { status: true, message: 'ok', data: { transfer_code: 'T', status: 'lost' } } },
      ],
      ['a 4xx that is not Paystack’s shape', { status: 400, body: { error: 'bad' } }],
    ] as const)('%s', async (_, answer) => {
      answers.push(answer as Answer);
      await expectUnavailable(
        guarded().initiateTransfer({
          amount: 1,
          currency: 'NGN',
          recipientCode: 'RCP_1',
          reference: 'po_1',
          reason: 'x',
        }),
      );
    });
  });
});
