import { walletMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolderName } from '../../src/providers/payments/simulated/bank-directory.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createWalletApp, dataOf, GTBANK, PIN, setPin } from './wallet-helpers.ts';

const MATCHING = '0123456789';
const OTHER = '0987654321';
/** The simulated bank's holder of MATCHING at GTBank: "LAST FIRST MIDDLE". */
const [last, first, middle] = accountHolderName(GTBANK, MATCHING).split(' ') as [string, string, string];
const title = (word: string) => word[0] + word.slice(1).toLowerCase();

describe('the account name is compared with the merchant names before an account is saved', () => {
  let t: TestApp;
  /** Named as the holder of MATCHING, in another word order and case. */
  let holder: TestMerchant;
  /** Whose business is named after the holder of MATCHING. */
  let business: TestMerchant;
  let stranger: TestMerchant;
  beforeAll(async () => {
    t = await createWalletApp();
    holder = await createMerchant(t, {
      firstName: title(first),
      lastName: title(last),
      businessName: 'Eko Stores',
    });
    business = await createMerchant(t, {
      firstName: 'Ngozi',
      lastName: 'Eze',
      businessName: `${title(first)} & ${title(middle)} Enterprises Ltd.`,
    });
    stranger = await createMerchant(t, {
      firstName: 'Zainab',
      lastName: 'Quadri',
      businessName: 'Quadri Foods',
    });
    for (const m of [holder, business, stranger]) await setPin(t, m);
  });
  afterAll(() => t.close());

  const verify = async (m: TestMerchant, accountNumber = MATCHING) =>
    dataOf(await as(t, m).post('/v1/wallet/getAccount', { accountNumber, accountBank: GTBANK }));
  const save = (m: TestMerchant, body: Record<string, unknown>) =>
    as(t, m).post('/v1/wallet/update-bank-details', { pin: PIN, ...body });
  const savedRow = async (m: TestMerchant) =>
    (
      await t.pool.query('SELECT account_number, name_matched FROM bank_accounts WHERE merchant_id = $1', [
        m.id,
      ])
    ).rows[0];

  it("matches the merchant's full name whatever the word order and case, and saves without a confirmation", async () => {
    const verified = await verify(holder);
    expect(verified).toMatchObject({
      accountName: `${last} ${first} ${middle}`,
      nameMatched: true,
      merchantNames: [`${title(first)} ${title(last)}`, 'Eko Stores'],
    });
    const saved = await save(holder, { verificationId: verified.verificationId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf(saved).nameMatched).toBe(true);
    expect(await savedRow(holder)).toEqual({ account_number: MATCHING, name_matched: true });
  });

  it('matches a business name with "&", punctuation and business-form words', async () => {
    const verified = await verify(business);
    expect(verified.nameMatched).toBe(true);
    expect((await save(business, { verificationId: verified.verificationId })).statusCode).toBe(200);
  });

  it('refuses a mismatched name without an explicit confirmation, before the PIN is checked, and saves nothing', async () => {
    const verified = await verify(stranger);
    expect(verified.nameMatched).toBe(false);
    expect(verified.merchantNames).toEqual(['Zainab Quadri', 'Quadri Foods']);
    for (const extra of [{}, { confirmNameMismatch: false }, { pin: '9731' }]) {
      const res = await save(stranger, { verificationId: verified.verificationId, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json()).toMatchObject({
        status: 'Failed',
        message: walletMessages.nameMismatchUnconfirmed,
        errors: [{ path: 'body.confirmNameMismatch', message: walletMessages.nameMismatchUnconfirmed }],
      });
    }
    const typo = await save(stranger, {
      verificationId: verified.verificationId,
      confirmNameMismatch: 'yes',
    });
    expect(typo.statusCode).toBe(400);
    expect(await savedRow(stranger)).toBeUndefined();
    expect(dataOf(await as(t, stranger).get('/v1/wallet')).bankAccount).toBeNull();
    // The wrong PIN above was never evaluated: the mismatch was refused first.
    const pins = await t.pool.query('SELECT failed_attempts FROM wallet_pins WHERE merchant_id = $1', [
      stranger.id,
    ]);
    expect(pins.rows[0].failed_attempts).toBe(0);

    const confirmed = await save(stranger, {
      verificationId: verified.verificationId,
      confirmNameMismatch: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(dataOf(confirmed)).toMatchObject({ accountName: verified.accountName, nameMatched: false });
    expect(dataOf(await as(t, stranger).get('/v1/wallet')).bankAccount.nameMatched).toBe(false);
    expect(await savedRow(stranger)).toEqual({ account_number: MATCHING, name_matched: false });
  });

  it('keeps the matched account when a mismatched replacement is not confirmed', async () => {
    const other = await verify(holder, OTHER);
    expect(other.nameMatched).toBe(false);
    expect((await save(holder, { verificationId: other.verificationId })).statusCode).toBe(422);
    expect(await savedRow(holder)).toEqual({ account_number: MATCHING, name_matched: true });
    const withdrawTo = dataOf(await as(t, holder).get('/v1/wallet')).bankAccount;
    expect(withdrawTo).toMatchObject({ accountNumber: MATCHING, nameMatched: true });
  });
});
