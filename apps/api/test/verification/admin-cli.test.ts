import { accountMessages } from '@oja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from '../../src/cli/admin-args.ts';
import { main } from '../../src/cli/admin.ts';
import { users, verificationSubmissions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { createVerificationApp, merchantAwaitingReview } from './helpers.ts';

describe('admin command arguments', () => {
  it.each([
    [['verification', 'list'], { kind: 'verification-list', status: 'pending' }],
    [['verification', 'list', '--status', 'all'], { kind: 'verification-list', status: 'all' }],
    [['verification', 'list', '--status=declined'], { kind: 'verification-list', status: 'declined' }],
    [
      ['verification', 'approve', 'ada@example.com'],
      { kind: 'verification-approve', user: 'ada@example.com' },
    ],
    [
      ['verification', 'decline', 'ada@example.com', '--reason', 'Blurred ID photo'],
      { kind: 'verification-decline', user: 'ada@example.com', reason: 'Blurred ID photo' },
    ],
    [
      ['verification', 'decline', '--reason=No match', 'ada@example.com'],
      { kind: 'verification-decline', user: 'ada@example.com', reason: 'No match' },
    ],
    [
      ['operator', 'create', 'ops@oja.local', 'Secret-pass-1'],
      { kind: 'operator-create', email: 'ops@oja.local', password: 'Secret-pass-1' },
    ],
    [['payouts', 'list'], { kind: 'payouts-list', status: 'held' }],
    [['payouts', 'list', '--status=all'], { kind: 'payouts-list', status: 'all' }],
    [['payouts', 'release', 'po_1'], { kind: 'payouts-release', reference: 'po_1' }],
    [
      ['payouts', 'cancel', 'po_1'],
      { kind: 'payouts-cancel', reference: 'po_1', reason: 'Cancelled by Oja support' },
    ],
    [
      ['payouts', 'cancel', 'po_1', '--reason', 'Not the owner'],
      { kind: 'payouts-cancel', reference: 'po_1', reason: 'Not the owner' },
    ],
    [[], { kind: 'help' }],
    [['help'], { kind: 'help' }],
  ])('parses %j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });

  it.each([
    [['verification', 'list', '--status', 'done'], '--status must be pending, verified, declined or all'],
    [['verification', 'approve'], 'Expected one user (email or id) to approve'],
    [['verification', 'approve', 'a@b.c', 'd@e.f'], 'Expected one user (email or id) to approve'],
    [['verification', 'decline', 'a@b.c'], 'A decline needs --reason "<why>"'],
    [['verification', 'decline', 'a@b.c', '--reason', '  '], 'A decline needs --reason "<why>"'],
    [['verification', 'decline', 'a@b.c', '--reason'], 'Option --reason needs a value'],
    [['verification', 'approve', 'a@b.c', '--force', 'yes'], 'Unknown option --force'],
    [['operator', 'create', 'ops@oja.local'], 'Expected an email and a password'],
    [['verification', 'purge'], 'Unknown command: verification purge'],
    [['payouts', 'release'], 'Expected one payout reference to release'],
    [['payouts', 'cancel', 'po_1', '--reason', ' '], '--reason needs a text'],
    [
      ['payouts', 'list', '--status', 'lost'],
      '--status must be held, pending, success, failed, reversed, cancelled or all',
    ],
    [['payouts', 'purge'], 'Unknown command: payouts purge'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(new UsageError(message));
  });
});

describe('admin command actions', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  let out: string[];
  let err: string[];
  const run = async (...argv: string[]) => {
    out = [];
    err = [];
    return main(argv, { env, print: (l) => out.push(l), fail: (l) => err.push(l) });
  };
  const state = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    t = await createVerificationApp();
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    env = { DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  });
  afterAll(() => t.close());

  it('prints the usage for help (0) and for bad arguments (2), without touching the database', async () => {
    expect(
      await main(['help'], {
        env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
        print: (l) => (out = [l]),
      }),
    ).toBe(0);
    expect(out[0]).toContain('verification approve <user-email-or-id>');
    expect(await run('verification', 'decline', 'x@y.z')).toBe(2);
    expect(err[0]).toContain('A decline needs --reason');
    expect(err[0]).toContain('Usage: npm run admin');
  });

  it('lists the pending queue with each merchant and payload', async () => {
    const merchant = await merchantAwaitingReview(t, { email: 'queue@example.com', firstName: 'Queue' });
    expect(await run('verification', 'list')).toBe(0);
    expect(out[0]).toBe('1 submission(s) pending');
    expect(out[1]).toContain('pending   level 2  queue@example.com  Queue Merchant');
    expect(out[1]).toContain(merchant.id);
    expect(JSON.parse(out[2]!)).toMatchObject({
      firstName: 'Adaeze',
      authId: { idType: 'bvn', value: '22212345678' },
    });
    expect(await run('verification', 'list', '--status', 'all')).toBe(0);
    expect(out[0]).toBe('2 submission(s)');
  });

  it('approves by email, as the API does: level 2, an email, the queue emptied', async () => {
    const merchant = await merchantAwaitingReview(t, { email: 'approve-me@example.com' });
    expect(await run('verification', 'approve', 'Approve-Me@example.com')).toBe(0);
    expect(out).toEqual(['Level 2 verification approved for approve-me@example.com (level 2)']);
    expect(await state(merchant.id)).toMatchObject({
      stage: 2,
      level: 2,
      stageVerificationStatus: 'verified',
    });
    const mail = (
      await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=approve-me@example.com' })
    ).json().data;
    expect(mail[0].subject).toBe('Level 2 verification approved');
    const [submission] = await t.db
      .select()
      .from(verificationSubmissions)
      .where(and(eq(verificationSubmissions.merchantId, merchant.id), eq(verificationSubmissions.stage, 2)));
    expect(submission).toMatchObject({ status: 'verified', reviewedBy: null });
    expect(await run('verification', 'list')).toBe(0);
    expect(out.join('\n')).not.toContain('approve-me@example.com');
  });

  it('declines by id with the reason, which the merchant then sees', async () => {
    const merchant = await merchantAwaitingReview(t);
    expect(await run('verification', 'decline', merchant.id, '--reason', 'Name on the ID differs')).toBe(0);
    expect(out[0]).toBe(`Level 2 verification declined for ${merchant.email} (level 1)`);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/v1/dashboard/verification',
      headers: merchant.headers,
    });
    expect(overview.json().data).toMatchObject({
      stageVerificationStatus: 'declined',
      latestSubmission: { reason: 'Name on the ID differs' },
    });
  });

  it('refuses (1) when nothing is pending or the user is unknown', async () => {
    const idle = await createMerchant(t);
    expect(await run('verification', 'approve', idle.email)).toBe(1);
    expect(err).toEqual(['This merchant has no verification waiting for review']);
    expect(await run('verification', 'approve', 'nobody@example.com')).toBe(1);
    expect(err).toEqual(['Merchant not found']);
  });

  it('creates an operator who can log in and use the reviewer API', async () => {
    expect(await run('operator', 'create', 'Ops@Oja.local', 'Review-Pass-42')).toBe(0);
    expect(out[0]).toMatch(/^Operator ops@oja\.local created \(/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ops@oja.local', password: 'Review-Pass-42' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.tokens.access.token;
    const queue = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/verifications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(queue.statusCode).toBe(200);

    expect(await run('operator', 'create', 'ops@oja.local', 'Another-Pass-1')).toBe(1);
    expect(err).toEqual(['A user with this email already exists']);
    expect(await run('operator', 'create', 'not-an-email', 'Another-Pass-1')).toBe(1);
    expect(err).toEqual(['Enter a valid email']);
    expect(await run('operator', 'create', 'ops2@oja.local', 'short')).toBe(1);
    expect(err[0]).toMatch(/at least 8 characters/);
    expect(await run('operator', 'create', 'ops2@oja.local', 'Password123')).toBe(1);
    expect(err).toEqual([accountMessages.passwordTooCommon]);
  });
});
