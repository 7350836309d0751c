import { randomUUID } from 'node:crypto';
import { dataOf, type ScaleClient, succeeded } from './client.ts';
import { payAsBuyer, PIN } from './merchant-setup.ts';

/**
 * One merchant's share of the mixed load, through the balancer and the public API only: browsing the
 * lists, products and invoices created, buyers' checkouts (half of them paid on the payment provider's
 * page, the paid ones dispatched to the carrier, the unpaid ones left to expire), withdrawals and support
 * messages. Every write carries a unique mark to find it in the database; every write the API lets a
 * client repeat carries an Idempotency-Key.
 */

/** Support messages are limited to 60 a minute per merchant: one every 1.5 s stays well under it. */
const MESSAGE_EVERY_MS = 1_500;

export interface Merchant {
  id: string;
  token: string;
  headers: { authorization: string };
}

export type WriteKind = 'product' | 'checkout' | 'invoice' | 'withdrawal' | 'message';

export interface Write {
  kind: WriteKind;
  mark: string;
  accepted: boolean;
}

export interface LoadState {
  merchant: Merchant;
  products: string[];
  conversationId: string;
  writes: Write[];
  /** Paid orders waiting for the payment to settle before they are dispatched. */
  toDispatch: string[];
  lastMessageAt: number;
}

async function browse(client: ScaleClient, { merchant }: LoadState) {
  const auth = { headers: merchant.headers };
  await client.request('GET products', '/v1/products?limit=20', auth);
  await client.request('GET orders', '/v1/order/seller?limit=10', auth);
  await client.request('GET invoices', '/v1/invoice?limit=10', auth);
  await client.request('GET wallet', '/v1/wallet', auth);
}

/** Dispatches the paid orders whose payment has settled (dispatch is idempotent per order). */
async function dispatchPaid(client: ScaleClient, state: LoadState) {
  const { merchant } = state;
  for (const orderId of state.toDispatch.splice(0)) {
    const order = await client.request('GET order', `/v1/order/${orderId}`, { headers: merchant.headers });
    if (
      !succeeded(order) ||
      dataOf<{ order: { paymentStatus: string } }>(order, 'order').order.paymentStatus !== 'paid'
    ) {
      state.toDispatch.push(orderId);
      continue;
    }
    const body = { email: 'chiamaka@example.com', name: 'Chiamaka Eze', phone: '+2348031112222', orderId };
    const path = `/v1/logistic/dispatch-order?merchantId=${merchant.id}&orderId=${orderId}`;
    await client.request('POST dispatch', path, {
      method: 'POST',
      body,
      headers: merchant.headers,
      idempotent: true,
    });
  }
}

/** One round of the load for `state`'s merchant; `n` makes each mark unique. */
export async function loadRound(client: ScaleClient, state: LoadState, n: string) {
  const { merchant, products, writes } = state;
  const keyed = () => ({ ...merchant.headers, 'idempotency-key': randomUUID() });
  const record = (kind: WriteKind, mark: string, answer: { status: unknown }) =>
    writes.push({ kind, mark, accepted: succeeded(answer as never) });
  const product = products[Math.floor(Math.random() * products.length)]!;
  await browse(client, state);

  const productMark = `scale product ${n}`;
  const productBody = { name: productMark, category: 'Fashion', price: 1_500, units: 3, weight: 1 };
  record(
    'product',
    productMark,
    await client.request('POST product', '/v1/product', {
      method: 'POST',
      body: productBody,
      headers: keyed(),
    }),
  );

  const buyerMark = `checkout-${n}@scale.example`;
  const cart = [{ productId: product, quantity: 1 }];
  const deliveryAddress = { address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' };
  const checkoutBody = {
    merchantId: merchant.id,
    name: 'Chiamaka Eze',
    email: buyerMark,
    phone: '+2348031112222',
    deliveryAddress,
    cart,
  };
  const placed = await client.request('POST checkout', '/v1/checkout', {
    method: 'POST',
    body: checkoutBody,
  });
  record('checkout', buyerMark, placed);
  if (succeeded(placed) && Math.random() < 0.5) {
    const order = dataOf<{ id: string; payment: { authorizationUrl: string } }>(placed, 'checkout');
    if (await payAsBuyer(client, order.payment.authorizationUrl)) state.toDispatch.push(order.id);
  }

  const day = new Date().toISOString().slice(0, 10);
  const invoiceMark = `invoice-${n}@scale.example`;
  const invoice = {
    fullname: 'Ada Obi',
    phoneNumber: '+2348012345678',
    address: '12 Allen Avenue, Ikeja',
    email: invoiceMark,
    products: [{ name: 'Consulting hour', quantity: 2, price: 1_500 }],
    billingDate: day,
    dueDate: day,
  };
  record(
    'invoice',
    invoiceMark,
    await client.request('POST invoice', '/v1/invoice', { method: 'POST', body: invoice, headers: keyed() }),
  );

  const withdrawalMark = `scale withdrawal ${n}`;
  const withdrawal = { amount: 100, pin: PIN, currency: 'NGN', narration: withdrawalMark };
  record(
    'withdrawal',
    withdrawalMark,
    await client.request('POST withdrawal', '/v1/wallet/debit', {
      method: 'POST',
      body: withdrawal,
      headers: keyed(),
    }),
  );

  if (Date.now() - state.lastMessageAt >= MESSAGE_EVERY_MS) {
    state.lastMessageAt = Date.now();
    const text = `scale message ${n}`;
    const path = `/v1/messaging/message/${state.conversationId}/send`;
    record(
      'message',
      text,
      await client.request('POST message', path, {
        method: 'POST',
        body: { text },
        headers: merchant.headers,
      }),
    );
  }
  await dispatchPaid(client, state);
}
