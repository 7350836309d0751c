import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { type PaymentErrorKind, PaymentProviderError } from '../payments-provider.ts';
import { findBank } from './bank-directory.ts';
import type { SimulatedPaystack } from './simulated-paystack.ts';

/** The HTTP status Paystack answers each refusal with (https://paystack.com/docs/api/errors). */
const STATUS: Record<PaymentErrorKind, number> = {
  invalid: 400,
  unsupported_currency: 400,
  unknown_bank: 422,
  account_not_found: 422,
  not_found: 404,
  unavailable: 503,
};

const reference = z.object({ reference: z.string().min(1) });
const resolveQuery = z.object({ account_number: z.string(), bank_code: z.string() });
const initializeBody = z.object({
  email: z.string().min(1),
  amount: z.number().int(),
  currency: z.string().default('NGN'),
  reference: z.string().min(1),
  callback_url: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
const refundBody = z.object({
  transaction: z.string().min(1),
  amount: z.number().int().positive().optional(),
  merchant_note: z.string().optional(),
});
const recipientBody = z.object({
  type: z.literal('nuban'),
  name: z.string().min(1),
  account_number: z.string(),
  bank_code: z.string(),
  currency: z.string().default('NGN'),
});
const transferBody = z.object({
  source: z.literal('balance'),
  amount: z.number().int().positive(),
  recipient: z.string().min(1),
  reason: z.string().default(''),
  currency: z.string().default('NGN'),
  reference: z.string().min(1),
});

/** Reads a request part as Paystack would: a missing or wrong field is a 400 naming it. */
function read<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new PaymentProviderError('invalid', `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

const ok = (reply: FastifyReply, message: string, data: unknown, code = 200) =>
  reply.code(code).send({ status: true, message, data });

/**
 * The built-in payment provider served over HTTP with Paystack's contract: the same paths, bodies, status
 * codes and `{ status, message, data }` answers, and 401 without the right bearer key. The adapter
 * (PaystackHttp) talks to it exactly as it talks to api.paystack.co.
 */
export function paystackSimServer(sim: SimulatedPaystack, secretKey: string): FastifyInstance {
  // A request still running when the simulation stops (a provider that hangs) must not hold the stop.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PaymentProviderError)
      return reply.code(STATUS[error.kind]).send({ status: false, message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply
      .code(status)
      .send({ status: false, message: status < 500 ? (error as Error).message : 'Internal server error' });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return reply.code(401).send({ status: false, message: 'Invalid key' });
  });

  app.get('/bank', async (_request, reply) => {
    const banks = (await sim.listBanks()).map((bank, id) => ({
      id: id + 1,
      ...bank,
      active: true,
      type: 'nuban',
    }));
    return ok(reply, 'Banks retrieved', banks);
  });

  app.get('/bank/resolve', async (request, reply) => {
    const query = read(resolveQuery, request.query);
    const account = await sim.resolveAccount(query.account_number, query.bank_code);
    return ok(reply, 'Account number resolved', {
      account_number: account.accountNumber,
      account_name: account.accountName,
      bank_id: Number(query.bank_code),
    });
  });

  app.post('/transaction/initialize', async (request, reply) => {
    const body = read(initializeBody, request.body);
    const { callback_url: callbackUrl, ...input } = body;
    const started = await sim.initializeTransaction({ ...input, callbackUrl });
    return ok(reply, 'Authorization URL created', {
      authorization_url: started.authorizationUrl,
      access_code: started.accessCode,
      reference: started.reference,
    });
  });

  app.get('/transaction/verify/:reference', async (request, reply) => {
    const charge = await sim.verifyTransaction(read(reference, request.params).reference);
    return ok(reply, 'Verification successful', {
      domain: 'test',
      status: charge.status,
      reference: charge.reference,
      amount: charge.amount,
      gateway_response: charge.status === 'success' ? 'Successful' : charge.status,
      paid_at: charge.paidAt?.toISOString() ?? null,
      channel: 'card',
      currency: charge.currency,
      metadata: charge.metadata,
    });
  });

  app.post('/refund', async (request, reply) => {
    const body = read(refundBody, request.body);
    await sim.refundTransaction(body.transaction, body.amount, body.merchant_note);
    const charge = await sim.verifyTransaction(body.transaction);
    return ok(reply, 'Refund has been queued for processing', {
      transaction: { reference: charge.reference, amount: charge.amount, currency: charge.currency },
      amount: body.amount ?? charge.amount,
      currency: charge.currency,
      status: 'pending',
    });
  });

  app.get('/refund', async (request, reply) => {
    const query = read(reference, request.query);
    const refunds = await sim.refundRows(query.reference);
    return ok(
      reply,
      'Refunds retrieved',
      refunds.map((r) => ({
        id: r.id,
        transaction: query.reference,
        amount: r.amount,
        currency: r.currency,
        merchant_note: r.merchantNote,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
    );
  });

  app.post('/transferrecipient', async (request, reply) => {
    const body = read(recipientBody, request.body);
    const input = {
      name: body.name,
      accountNumber: body.account_number,
      bankCode: body.bank_code,
      currency: body.currency,
    };
    const { recipientCode } = await sim.createTransferRecipient(input);
    const bank = findBank(body.bank_code);
    return ok(
      reply,
      'Transfer recipient created successfully',
      {
        active: true,
        currency: body.currency,
        domain: 'test',
        name: body.name,
        recipient_code: recipientCode,
        type: 'nuban',
        details: {
          account_number: body.account_number,
          bank_code: body.bank_code,
          bank_name: bank?.name ?? null,
        },
      },
      201,
    );
  });

  app.post('/transfer', async (request, reply) => {
    const body = read(transferBody, request.body);
    const { recipient, ...input } = body;
    const transfer = await sim.initiateTransfer({ ...input, recipientCode: recipient });
    return ok(reply, 'Transfer has been queued', {
      domain: 'test',
      ...body,
      status: transfer.status,
      transfer_code: transfer.transferCode,
    });
  });

  app.get('/transfer/verify/:reference', async (request, reply) => {
    const transfer = await sim.verifyTransfer(read(reference, request.params).reference);
    return ok(reply, 'Transfer retrieved', {
      domain: 'test',
      amount: transfer.amount,
      currency: transfer.currency,
      reference: transfer.reference,
      status: transfer.status,
      transfer_code: transfer.transferCode,
      failures: transfer.failures,
    });
  });

  return app;
}
