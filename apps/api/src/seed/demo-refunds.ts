import type { DemoClient } from './demo-client.ts';
import type { Placed } from './demo-orders.ts';

/**
 * After-sale life on Adaeze Fabrics' orders (decision 038): an older delivered order partly refunded as
 * store credit (from the wallet), a buyer asking to return another delivered one (waiting for the
 * merchant's answer), and the newest paid order partly refunded to the buyer's card from escrow.
 */
export async function seedRefunds(client: DemoClient, seller: { token: string }, placed: Placed[]) {
  const paid = placed.filter((p) => p.paid).sort((a, b) => a.at.getTime() - b.at.getTime());
  const [older, returned] = paid;
  const newest = paid.at(-1);
  const refund = (orderId: string, body: Record<string, unknown>) =>
    client.call({ method: 'POST', url: `/v1/order/${orderId}/refunds`, token: seller.token, body });
  if (older)
    await refund(older.id, {
      amount: 2500,
      reason: 'One yard came with a flaw in the dye',
      destination: 'store_credit',
    });
  if (returned)
    await client.call({
      method: 'POST',
      url: `/v1/order/${returned.id}/returns`,
      token: seller.token,
      body: { reason: 'The colour is darker than in the photo' },
    });
  if (newest && newest !== older)
    await refund(newest.id, {
      amount: 1000,
      reason: 'Delivery came a day late',
      destination: 'original_payment',
    });
}

/**
 * A paid invoice of the seller refunded in part as store credit (decision 045), within what the wallet
 * holds: the invoice shows "Partly refunded" and its buyer holds credit to spend on the next sale.
 */
export async function seedInvoiceRefund(client: DemoClient, seller: { token: string }) {
  const { results } = await client.call<{ results: { id: string; totalAmount: number }[] }>({
    method: 'GET',
    url: '/v1/invoice?paymentStatus=PAID&limit=1',
    token: seller.token,
  });
  const { wallets } = await client.call<{ wallets: { currency: string; balance: number }[] }>({
    method: 'GET',
    url: '/v1/wallet',
    token: seller.token,
  });
  const balance = wallets.find((w) => w.currency === 'NGN')?.balance ?? 0;
  const invoice = results[0];
  const amount = invoice ? Math.min(Math.floor(invoice.totalAmount / 2), Math.floor(balance)) : 0;
  if (!invoice || amount < 1) return;
  await client.call({
    method: 'POST',
    url: `/v1/invoice/${invoice.id}/refunds`,
    token: seller.token,
    body: { amount, reason: 'Half of the order was cancelled by agreement', destination: 'store_credit' },
  });
}
