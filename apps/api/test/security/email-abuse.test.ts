import { merchantMailMessages, platformEmailLimitMessage } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { onboarding } from '../accounts/account-helpers.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { buyer, checkout } from '../orders/helpers.ts';
import { listRoutes, routeName } from './openapi-routes.ts';
import { seedTenant } from './tenant-fixtures.ts';
import { WRITE_BODIES, type WriteContext } from './write-bodies.ts';

/**
 * Fresh accounts cannot multiply what one merchant may make Oja email to other people: sign-ups are
 * limited per client address, an account whose owner has not verified their email makes Oja email nobody
 * else, and a platform-wide hourly ceiling holds over any number of verified accounts.
 */
const SIGNUPS = 5;
const CEILING = 6;

/** Emails labelled as a seller's (every email a merchant causes to someone else is) since `since`. */
const sellerMails = async (t: TestApp, since: Date) =>
  (
    await t.pool.query<{ to: string }>(
      'SELECT "to" FROM outbox WHERE sender IS NOT NULL AND created_at >= $1',
      [since],
    )
  ).rows;
const setVerified = (t: TestApp, m: TestMerchant, verified: boolean) =>
  t.pool.query('UPDATE users SET is_email_verified = $2 WHERE id = $1', [m.id, verified]);

describe('sign-ups per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUPS_PER_ADDRESS: String(SIGNUPS), SIGNUP_WINDOW_MINUTES: '60' });
  });
  afterAll(() => t?.close());

  const register = (address: string, forwardedFor: string, url = '/v1/auth/register') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: onboarding(),
    });
  const users = async () => (await t.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n as number;

  it(`opens ${SIGNUPS} accounts from one address, refuses the next with 429 + Retry-After, whatever X-Forwarded-For says`, async () => {
    const answers = [];
    for (let i = 0; i < SIGNUPS + 3; i++)
      answers.push((await register('203.0.113.7', `198.51.100.${i}`)).statusCode);
    const before = await users();
    const whitelabel = await register('203.0.113.7', '192.0.2.1', '/v1/auth/marketsqr/register');
    const refused = await register('203.0.113.7', '192.0.2.2');
    expect(answers).toEqual([...Array(SIGNUPS).fill(201), 429, 429, 429]);
    expect(whitelabel.statusCode).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many accounts have been created from this network\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await users()).toBe(before);
    // Another address is not affected.
    expect((await register('203.0.113.8', '203.0.113.7')).statusCode).toBe(201);
  });

  it('holds under a burst of parallel sign-ups from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register('198.51.100.77', `10.0.0.${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SIGNUPS);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - SIGNUPS);
    console.log(
      `sign-ups: ${SIGNUPS + 3} sequential → ${SIGNUPS} opened; 20 parallel → ${codes.filter((c) => c === 201).length} opened, ${codes.filter((c) => c === 429).length} answered 429`,
    );
  });
});

describe('an account whose owner has not verified their email', () => {
  let t: TestApp;
  let context: WriteContext;
  let a: TestMerchant;
  beforeAll(async () => {
    t = await createTestApp();
    const [merchant, recipient, operator] = await Promise.all([
      createMerchant(t),
      createMerchant(t),
      createMerchant(t, { role: 'operator' }),
    ]);
    a = merchant;
    context = { t, a, recipient, operator, ids: await seedTenant(t, a, recipient) };
    await setVerified(t, a, false);
  }, 90_000);
  afterAll(() => t?.close());

  it('makes Oja email nobody else through any write route of the OpenAPI document', async () => {
    const since = new Date();
    const routes = (await listRoutes(t.app)).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const ids = context.ids as unknown as Record<string, string>;
    const fill = (path: string) =>
      path.replace(
        /\{(\w+)\}/g,
        () =>
          Object.entries(ids).find(([kind]) => path.includes(`/${kind}`))?.[1] ??
          '00000000-0000-7000-8000-000000000000',
      );
    const refusedToMail: string[] = [];
    const unbuilt: string[] = [];
    let called = 0;
    for (const route of routes) {
      const name = routeName(route);
      let url = fill(route.path);
      let body: Record<string, unknown> | undefined;
      let headers: Record<string, string> = a.headers;
      if (route.bodySchema) {
        const build = WRITE_BODIES[name];
        if (!build) continue;
        try {
          const call = await build(context);
          ({ url, body } = call);
          headers = call.headers ?? a.headers;
        } catch (error) {
          // A body whose own set-up needs one of these emails cannot be built: that is the refusal too.
          expect(String(error)).toContain('403');
          unbuilt.push(name);
          continue;
        }
      } else if (route.multipart || /logout/.test(route.path)) continue; // logging out would end the sweep's session
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers,
        ...(body ? { payload: body } : {}),
      });
      called++;
      if (res.statusCode === 403 && res.json().message === merchantMailMessages.verifyEmailFirst)
        refusedToMail.push(name);
    }
    const mails = await sellerMails(t, since);
    const counted = (
      await t.pool.query(
        "SELECT count(*)::int AS n FROM merchant_emails WHERE merchant_id = $1 AND kind <> 'pin_unlock' AND created_at >= $2",
        [a.id, since],
      )
    ).rows[0].n;
    console.log(
      `unverified sender: ${called} write calls over ${routes.length} write routes, ${refusedToMail.length} refused with 403 (${refusedToMail.join(', ')}; ` +
        `set-up refused: ${unbuilt.join(', ') || 'none'}), ${mails.length} emails to others, ${counted} counted`,
    );
    expect(mails).toEqual([]);
    expect(counted).toBe(0);
    expect(refusedToMail).toEqual(
      expect.arrayContaining([
        'POST /v1/invoice/{id}/send',
        'POST /v1/messaging/conversations',
        'POST /v1/bookings/email',
        'POST /v1/public-links/email',
      ]),
    );
  }, 120_000);

  it('answers the invoice send 403 with the message, leaves the invoice a draft and sends no receipt for its store', async () => {
    await setVerified(t, a, true);
    const invoice = await createInvoice(t, a);
    await setVerified(t, a, false);
    const since = new Date();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/invoice/${invoice.id}/send`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(merchantMailMessages.verifyEmailFirst);
    const after = await t.app.inject({ method: 'GET', url: `/v1/invoice/${invoice.id}`, headers: a.headers });
    expect(after.json().data.status).toBe('DRAFT');
    const order = await checkout(t, {
      merchantId: a.id,
      ...buyer(),
      cart: [{ productId: context.ids.product, quantity: 1 }],
    });
    expect(order.statusCode).toBe(201);
    expect(await sellerMails(t, since)).toEqual([]);

    // The same merchant, once verified, does reach the buyer: the check above can fail.
    await setVerified(t, a, true);
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/invoice/${invoice.id}/send`, headers: a.headers }))
        .statusCode,
    ).toBe(200);
    expect((await sellerMails(t, since)).map((m) => m.to)).toEqual([invoice.email]);
  });
});

describe('the platform-wide ceiling on emails to other people', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp({ THIRD_PARTY_EMAILS_PER_HOUR: String(CEILING) })));

  it(`lets ${CEILING} emails an hour through across many verified accounts, each far below its own limit`, async () => {
    const merchants = await Promise.all(Array.from({ length: 8 }, () => createMerchant(t)));
    const invoices = await Promise.all(
      merchants.flatMap((m) =>
        [createInvoice(t, m), createInvoice(t, m)].map(async (p) => ({ m, invoice: await p })),
      ),
    );
    const since = new Date();
    const answers = await Promise.all(
      invoices.map(({ m, invoice }) =>
        t.app.inject({ method: 'POST', url: `/v1/invoice/${invoice.id}/send`, headers: m.headers }),
      ),
    );
    const sent = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(sent).toHaveLength(CEILING);
    expect(refused).toHaveLength(invoices.length - CEILING);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(3000);
      expect(r.json().message).toBe(platformEmailLimitMessage(Number(r.headers['retry-after'])));
    }
    expect(await sellerMails(t, since)).toHaveLength(CEILING);
    console.log(
      `platform ceiling: ${invoices.length} invoice sends from ${merchants.length} accounts in parallel → ${sent.length} emailed, ${refused.length} answered 429`,
    );
  });
});
