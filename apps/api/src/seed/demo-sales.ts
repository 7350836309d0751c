import type { Random } from '../cli/simulate-orders.ts';
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
  rng: Random,
) {
  for (const [n, method] of OFFLINE_SALES.entries()) {
    const cart = oneUnit(rng, stock);
    if (!cart) return;
    const buyer =
      n === 0 ? { name: buyers[0]!.name, email: buyers[0]!.email, phone: buyers[0]!.phone } : undefined;
    await client.call({
      method: 'POST',
      url: '/v1/order/offline-sale',
      token: seller.token,
      body: { method, cart, ...(buyer ? { buyer } : {}) },
    });
  }
  const cart = oneUnit(rng, stock);
  const buyer = buyers[1];
  if (!cart || !buyer) return;
  const { from: _from, ...details } = buyer;
  const order = await client.call<{ payment: { authorizationUrl: string } | null }>({
    method: 'POST',
    url: '/v1/order/payment-link',
    token: seller.token,
    body: { ...details, cart, deposit: { kind: 'percent', percent: 50 } },
  });
  if (!order.payment) return;
  await client.call({ method: 'POST', url: `${new URL(order.payment.authorizationUrl).pathname}/confirm` });
  await deliverWebhooks(client);
}
