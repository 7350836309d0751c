import type { Random } from '../cli/simulate-orders.ts';
import { backdateOrderHistory } from './demo-backdate.ts';
import type { DemoBuyer } from './demo-buyers.ts';
import type { DemoClient } from './demo-client.ts';
import { deliverWebhooks } from './demo-orders.ts';
import type { DemoMerchant } from './demo-setup.ts';

const OFFLINE_SALES = ['cash', 'pos', 'bank_transfer', 'cash', 'pos', 'cash'] as const;

/** One unit of a product still in stock, chosen by `rng`, taken off `stock`. */
function oneUnit(rng: Random, stock: Map<string, number>) {
  const available = [...stock].filter(([, units]) => units > 0).map(([id]) => id);
  if (available.length === 0) return undefined;
  const productId = available[Math.floor(rng() * available.length)]!;
  stock.set(productId, stock.get(productId)! - 1);
  return [{ productId, quantity: 1 }];
}

/**
 * Adaeze Fabrics' orders made in the shop (decision 039): walk-in sales paid in cash, by transfer and on
 * the POS terminal (one buyer left their email and joins the customers), and a payment link sent to a
 * buyer on WhatsApp with a 50 % deposit, the deposit paid and the rest still due.
 */
export async function seedMerchantSales(
  client: DemoClient,
  seller: DemoMerchant,
  stock: Map<string, number>,
  buyers: DemoBuyer[],
  { rng, now }: { rng: Random; now: Date },
) {
  const since = new Date();
  const placed: { id: string; at: Date }[] = [];
  // The story dates them over the last days before `now`, as the other orders are.
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  for (const [n, method] of OFFLINE_SALES.entries()) {
    const cart = oneUnit(rng, stock);
    if (!cart) break;
    const buyer =
      n === 0 ? { name: buyers[0]!.name, email: buyers[0]!.email, phone: buyers[0]!.phone } : undefined;
    const sale = await client.call<{ id: string }>({
      method: 'POST',
      url: '/v1/order/offline-sale',
      token: seller.token,
      body: { method, cart, ...(buyer ? { buyer } : {}) },
    });
    placed.push({ id: sale.id, at: hoursAgo(8 + n * 20) });
  }
  const cart = oneUnit(rng, stock);
  const buyer = buyers[1];
  if (cart && buyer) placed.push(await sendDepositLink(client, seller, buyer, cart, hoursAgo(3)));
  await backdateOrderHistory(client.app.db, placed, since);
}

/** A payment link with a 50 % deposit, which the buyer pays; the rest stays due. */
async function sendDepositLink(
  client: DemoClient,
  seller: DemoMerchant,
  buyer: DemoBuyer,
  cart: { productId: string; quantity: number }[],
  at: Date,
) {
  const { from: _from, ...details } = buyer;
  const order = await client.call<{ id: string; payment: { authorizationUrl: string } | null }>({
    method: 'POST',
    url: '/v1/order/payment-link',
    token: seller.token,
    body: { ...details, cart, deposit: { kind: 'percent', value: 50 } },
  });
  if (order.payment) {
    await client.call({ method: 'POST', url: `${new URL(order.payment.authorizationUrl).pathname}/confirm` });
    await deliverWebhooks(client);
  }
  return { id: order.id, at };
}
