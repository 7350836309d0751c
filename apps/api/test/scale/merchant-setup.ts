import { randomUUID } from 'node:crypto';
import { dataOf, type ScaleClient, succeeded } from './client.ts';
import type { LoadState, Merchant } from './merchant-load.ts';

/** What a merchant needs before the load, set up through the balancer like any client would. */

export const PIN = '2580';
const ACCOUNT = { accountNumber: '0123456780', accountBank: '058' };
/** Units of each stock product: the audit checks that expiries gave back exactly what they held. */
export const STOCK_UNITS = 100_000;

/** Pays as a buyer does: opens the provider's checkout page and submits its "Confirm payment" form. */
export async function payAsBuyer(client: ScaleClient, authorizationUrl: string): Promise<boolean> {
  const page = await client.request('GET payment page', authorizationUrl, {
    headers: { accept: 'text/html' },
  });
  const form = /<form method="post" action="([^"]+\/confirm)"/.exec(page.body);
  if (!succeeded(page) || !form) return false;
  const action = new URL(form[1]!.replace(/&amp;/g, '&'), authorizationUrl).toString();
  return succeeded(await client.request('POST payment confirm', action, { method: 'POST' }));
}

/** A PIN, a verified bank account, a funded wallet, a pickup address, stock and a support conversation. */
export async function prepareMerchant(client: ScaleClient, merchant: Merchant): Promise<LoadState> {
  const auth = { headers: merchant.headers, untracked: true };
  const key = () => ({ ...merchant.headers, 'idempotency-key': randomUUID() });
  const post = (path: string, body: unknown, headers: Record<string, string> = merchant.headers) =>
    client.request(`setup ${path}`, path, { method: 'POST', body, headers, untracked: true });
  dataOf(
    await client.request('pin', '/v1/wallet/pin', {
      ...auth,
      method: 'PUT',
      body: { pin: PIN, confirmPin: PIN },
    }),
    'PIN',
  );
  const verified = dataOf<{ verificationId: string }>(
    await post('/v1/wallet/getAccount', ACCOUNT),
    'bank account',
  );
  const bank = { verificationId: verified.verificationId, pin: PIN, confirmNameMismatch: true };
  dataOf(await post('/v1/wallet/update-bank-details', bank), 'save bank');
  const topup = dataOf<{ authorizationUrl: string }>(
    await post('/v1/wallet/topup', { amount: 5_000_000 }, key()),
    'top-up',
  );
  if (!(await payAsBuyer(client, topup.authorizationUrl))) throw new Error('the top-up was not paid');
  for (let i = 0; ; i++) {
    const wallet = dataOf<{ wallets: { balance: number }[] }>(
      await client.request('wallet', '/v1/wallet', auth),
      'wallet',
    );
    if (wallet.wallets.some((w) => w.balance > 0)) break;
    if (i > 150) throw new Error('the top-up was never credited');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pickup = {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'dispatch@adaeze.example',
    phone: '+2348030000001',
    address: '14 Balogun Street',
    state: 'Lagos',
    city: 'Lagos Island',
  };
  dataOf(await post('/v1/logistic/pickup-address', pickup), 'pickup address');
  const products: string[] = [];
  for (let i = 0; i < 4; i++) {
    const body = { name: `stock ${i}`, category: 'Fashion', price: 2_000, units: STOCK_UNITS, weight: 1 };
    products.push(dataOf<{ id: string }>(await post('/v1/product', body, key()), 'stock').id);
  }
  const support = { counterpart: 'support', text: 'Scale test: hello' };
  const conversation = dataOf<{ id: string }>(
    await post('/v1/messaging/conversations', support),
    'conversation',
  );
  return {
    merchant,
    products,
    conversationId: conversation.id,
    writes: [],
    toDispatch: [],
    lastMessageAt: 0,
  };
}
