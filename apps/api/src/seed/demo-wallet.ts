import { releaseHeldPayout } from '../modules/wallet/index.ts';
import type { DemoClient } from './demo-client.ts';
import { deliverWebhooks } from './demo-orders.ts';
import type { DemoMerchant } from './demo-setup.ts';

/** Adaeze Okafor's account at Guaranty Trust Bank. */
const SELLER_ACCOUNT_NUMBER = '0123456910';

/** The merchant tops the wallet up through the provider's checkout page. */
export async function topUp(client: DemoClient, m: DemoMerchant, amount: number) {
  const topup = await client.call<{ authorizationUrl: string }>({
    method: 'POST',
    url: '/v1/wallet/topup',
    token: m.token,
    body: { amount },
  });
  await client.call({ method: 'POST', url: `${new URL(topup.authorizationUrl).pathname}/confirm` });
  await deliverWebhooks(client);
}

/**
 * The wallet of a selling merchant: a transaction PIN, a verified bank account, top-ups and
 * withdrawals. A withdrawal to a newly saved account is held (WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS);
 * the operator releases the earlier ones, as `npm run admin -- payouts release` does, and the newest
 * stays pending.
 */
export async function seedWallet(client: DemoClient, m: DemoMerchant, pin: string) {
  await client.call({ method: 'PUT', url: '/v1/wallet/pin', token: m.token, body: { pin, confirmPin: pin } });
  const account = await client.call<{ verificationId: string }>({
    method: 'POST',
    url: '/v1/wallet/getAccount',
    token: m.token,
    // The simulated bank names this account's holder OKAFOR ADAEZE YETUNDE: the merchant's own name.
    body: { accountNumber: SELLER_ACCOUNT_NUMBER, accountBank: '058' },
  });
  await client.call({
    method: 'POST',
    url: '/v1/wallet/update-bank-details',
    token: m.token,
    body: { verificationId: account.verificationId, pin },
  });
  for (const amount of [50_000, 25_000]) await topUp(client, m, amount);
  const withdrawals = [120_000, 85_000, 60_000];
  const references: string[] = [];
  for (const [n, amount] of withdrawals.entries()) {
    const { payout } = await client.call<{ payout: { reference: string } }>({
      method: 'POST',
      url: '/v1/wallet/debit',
      token: m.token,
      body: {
        amount,
        pin,
        narration: n === withdrawals.length - 1 ? 'Stock for December' : 'Weekly withdrawal',
      },
    });
    references.push(payout.reference);
  }
  for (const reference of references.slice(0, -1)) await releaseHeldPayout(client.app.db, reference);
  await deliverWebhooks(client);
}
