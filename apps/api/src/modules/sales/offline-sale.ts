import {
  type OfflineSaleBody,
  type Order,
  offlineMethodLabel,
  salesMessages,
  storeCreditMessages,
  toMinor,
  walletCurrencies,
  type WalletCurrency,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import { naira } from '../../lib/money-text.ts';
import { normalizePhone } from '../accounts/index.ts';
import { cartLines, newOrderReference, orderItemRows, recordBuyer, reserveCart } from '../checkout/index.ts';
import {
  insertOrder,
  insertOrderItems,
  lockMerchantOrders,
  publishOrderUpdated,
  toOrder,
} from '../orders/index.ts';
import { issueReceipt } from '../receipts/index.ts';
import { postTransaction, spendStoreCredit } from '../wallet/index.ts';
import { OFFLINE_ACCOUNTS } from './offline-accounts.ts';

const WALK_IN = 'Walk-in buyer';

const isWalletCurrency = (code: string): code is WalletCurrency =>
  (walletCurrencies as readonly string[]).includes(code);

/**
 * POST /v1/order/offline-sale, in the caller's transaction: a walk-in buyer paid in person (cash, bank
 * transfer or POS). Under the merchant's order lock the products' units are taken with the checkout's
 * guarded UPDATE (never below zero, so concurrent sales cannot oversell), and the order is written
 * handed over and paid at once on the 'offline' channel. Its money is one ledger transaction between
 * `offline:<method>` and `sales:offline` — never the wallet: the merchant already holds it (decision 039) —
 * but for the part paid from the buyer's store credit, which goes back to the wallet (decision 045).
 * The sale gets its receipt (emailed when the buyer gave an address); a buyer with an email joins the
 * customer book.
 */
export async function recordOfflineSale(
  tx: Executor,
  merchantId: string,
  body: OfflineSaleBody,
  now = new Date(),
): Promise<Order> {
  await lockMerchantOrders(tx, merchantId);
  const { reserved, currency, cartTotal } = await reserveCart(tx, merchantId, cartLines(body.cart));
  if (!isWalletCurrency(currency)) throw new AppError('UNPROCESSABLE', salesMessages.unsupportedCurrency);
  const buyer = body.buyer;
  const row = await insertOrder(tx, {
    merchantId,
    orderReference: newOrderReference(),
    type: 'PRODUCT',
    status: 'delivered',
    channel: 'offline',
    offlineMethod: body.method,
    deliveryName: buyer?.name ?? WALK_IN,
    email: buyer?.email ?? '',
    phone: buyer?.phone ? normalizePhone(buyer.phone) : '',
    currency,
    cartTotal,
    deliveryPrice: 0,
    totalPrice: cartTotal,
    paymentStatus: 'paid',
    paidAt: now,
    paymentDueAt: null,
  });
  const items = await insertOrderItems(tx, orderItemRows(merchantId, row.id, reserved));
  const credit = toMinor(body.storeCredit ?? 0);
  if (credit > cartTotal) throw unprocessable(storeCreditMessages.moreThanDue(naira(cartTotal)));
  const inPerson = cartTotal - credit;
  if (inPerson > 0) {
    await postTransaction(tx, merchantId, {
      kind: 'offline_sale',
      reference: row.orderReference,
      description: `${offlineMethodLabel(body.method)} sale ${row.orderReference}`,
      postings: [
        { account: OFFLINE_ACCOUNTS.received(body.method), currency, amount: inPerson },
        { account: OFFLINE_ACCOUNTS.sales, currency, amount: -inPerson },
      ],
    });
  }
  if (credit > 0) {
    await spendStoreCredit(tx, merchantId, {
      email: buyer!.email!,
      amount: credit,
      currency,
      kind: 'offline_sale',
      reference: row.orderReference,
      description: `Store credit of ${row.deliveryName} spent on sale ${row.orderReference}`,
    });
  }
  await issueReceipt(tx, {
    merchantId,
    paymentReference: row.orderReference,
    orderId: row.id,
    buyerName: row.deliveryName,
    buyerEmail: row.email,
    description: `${offlineMethodLabel(body.method)} sale ${row.orderReference}${
      credit > 0 ? `, ${naira(credit)} of it from store credit` : ''
    }`,
    lines: items.map((i) => ({ name: i.name, quantity: i.quantity, unitMinor: i.price })),
    amountMinor: cartTotal,
    currency,
    paidAt: now,
  });
  if (buyer?.email) {
    await recordBuyer(tx, merchantId, { name: buyer.name, email: buyer.email, phone: row.phone });
  }
  await publishOrderUpdated(tx, row, true);
  return toOrder(row, items, undefined);
}
