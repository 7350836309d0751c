import {
  merchantEmailLimitMessage,
  platformEmailLimitMessage,
  recipientEmailLimitMessage,
} from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createInvoice, createProduct } from '../invoices/invoice-helpers.ts';
import { buyer, checkout } from '../orders/helpers.ts';

/**
 * Many verified new accounts resending one invoice to one address cannot use up the platform's hourly
 * ceiling: each stops at the per-address limit, new accounts have a small daily quota, and all of them
 * together only a small share of the ceiling. An established merchant still sends; receipts still go out.
 */
const CEILING = 30;
const NEW_SHARE = 8;
const PER_RECIPIENT = 3;
const NEW_PER_DAY = 5;
const ATTACKERS = 6;
// Each attacker alone may send PER_RECIPIENT; together they would send 18, past their share of 8.
const RESENDS = 12;
const VICTIM = 'victim@example.com';

const sellerMails = async (t: TestApp, since: Date, to?: string) =>
  (
    await t.pool.query<{ to: string }>(
      'SELECT "to" FROM outbox WHERE sender IS NOT NULL AND created_at >= $1 AND ($2::text IS NULL OR "to" = $2)',
      [since, to ?? null],
    )
  ).rows;
const send = (t: TestApp, m: TestMerchant, invoiceId: string) =>
  t.app.inject({ method: 'POST', url: `/v1/invoice/${invoiceId}/send`, headers: m.headers });

describe('a flood of emails from new accounts', () => {
  let t: TestApp;
  let established: TestMerchant;
  beforeAll(async () => {
    t = await createTestApp({
      THIRD_PARTY_EMAILS_PER_HOUR: String(CEILING),
      NEW_ACCOUNTS_EMAILS_PER_HOUR: String(NEW_SHARE),
      MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY: String(PER_RECIPIENT),
      NEW_ACCOUNT_EMAILS_PER_DAY: String(NEW_PER_DAY),
      NEW_ACCOUNT_DAYS: '7',
    });
    established = await createMerchant(t, { createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) });
  });
  afterAll(() => t?.close());

  it('stops each resend early, holds new accounts to their share and leaves an established merchant and receipts working', async () => {
    const since = new Date();
    const attackers = await Promise.all(Array.from({ length: ATTACKERS }, () => createMerchant(t)));
    const perAttacker = await Promise.all(
      attackers.map(async (m) => {
        const invoice = await createInvoice(t, m, { email: VICTIM });
        const codes = [];
        for (let i = 0; i < RESENDS; i++) codes.push(await send(t, m, invoice.id));
        return codes;
      }),
    );
    const answers = perAttacker.flat();
    const sent = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    const shape = (message: string) => message.replace(/\d+ (minute|hour)s?\.$/, 'N');
    const allowed = [recipientEmailLimitMessage(PER_RECIPIENT, 60), platformEmailLimitMessage(60)].map(shape);
    for (const codes of perAttacker)
      expect(codes.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(PER_RECIPIENT);
    expect(sent).toBe(NEW_SHARE);
    expect(refused).toHaveLength(answers.length - NEW_SHARE);
    for (const r of refused) expect(allowed).toContain(shape(r.json().message));
    expect(await sellerMails(t, since, VICTIM)).toHaveLength(NEW_SHARE);

    // One new account, other addresses: its daily quota is the new accounts' one.
    const fresh = await createMerchant(t);
    await t.pool.query('DELETE FROM merchant_emails WHERE created_at >= $1 AND merchant_id <> $2', [
      since,
      fresh.id,
    ]);
    const spread = [];
    for (let i = 0; i < NEW_PER_DAY + 2; i++)
      spread.push(await send(t, fresh, (await createInvoice(t, fresh)).id));
    expect(spread.map((r) => r.statusCode)).toEqual([...Array(NEW_PER_DAY).fill(200), 429, 429]);
    expect(spread[NEW_PER_DAY]!.json().message).toMatch(
      merchantEmailLimitMessage(NEW_PER_DAY, 60).split(' Try')[0]!,
    );

    // New accounts are at their share again; the established merchant sends, and receipts go out even
    // with the whole platform ceiling used.
    const own = await createInvoice(t, established, { email: VICTIM });
    const resent = [];
    for (let i = 0; i < PER_RECIPIENT + 1; i++) resent.push(await send(t, established, own.id));
    expect(resent.map((r) => r.statusCode)).toEqual([...Array(PER_RECIPIENT).fill(200), 429]);
    expect(shape(resent[PER_RECIPIENT]!.json().message)).toBe(allowed[0]);
    await t.pool.query(
      "INSERT INTO merchant_emails (merchant_id, id, kind, recipient) SELECT $1, gen_random_uuid(), 'invoice', 'x@example.com' FROM generate_series(1, $2::int)",
      [established.id, CEILING],
    );
    expect((await send(t, established, (await createInvoice(t, established)).id)).statusCode).toBe(429);
    const productId = await createProduct(t, established, 'Ankara wrap', 500_000);
    const order = await checkout(t, {
      merchantId: established.id,
      ...buyer({ email: 'paying-buyer@example.com' }),
      cart: [{ productId, quantity: 1 }],
    });
    expect(order.statusCode).toBe(201);
    expect(await sellerMails(t, since, 'paying-buyer@example.com')).toHaveLength(1);
    console.log(
      `email flood: ${ATTACKERS} new accounts × ${RESENDS} resends to one address → ${sent} emailed (share ${NEW_SHARE} of ${CEILING}), ` +
        `${refused.length} answered 429; a new account's spread sends → ${NEW_PER_DAY} of ${spread.length}; established merchant sent ${PER_RECIPIENT} of ${resent.length} to one address; receipt delivered past the ceiling`,
    );
  }, 60_000);
});
