import type { CheckoutResult } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { findPlaceCountry, findState } from '../../providers/logistics/places.ts';
import type { GazetteerState } from '../../providers/maps/gazetteer/index.ts';
import { initialPayment, openOrderPayment } from '../order-payments/index.ts';
import { insertOrder, insertOrderItems, lockMerchantOrders, toOrder } from '../orders/index.ts';
import { naira } from '../../lib/money-text.ts';
import { type CheckoutContext, recordPlacedOrder, sendReceipt } from './checkout-context.ts';
import { checkoutRepository } from './checkout-repository.ts';
import { resolveDeliveryAddress } from './delivery-address.ts';
import { cartWeightKg, deliveryPriceMinor } from './delivery-price.ts';
import { newOrderReference } from './order-reference.ts';
import { cartLines, orderItemRows, reserveCart } from './cart-stock.ts';
import { channelColumns, type PlacedOrderBody } from './placed-order.ts';

type Merchant = NonNullable<Awaited<ReturnType<typeof checkoutRepository.findMerchant>>>;

async function originState(tx: Executor, merchant: Merchant): Promise<GazetteerState | undefined> {
  const nigeria = findPlaceCountry('NG')!;
  const code = await checkoutRepository.pickupStateCode(tx, merchant.id);
  return (
    (code && findState(nigeria, code)) || (merchant.state ? findState(nigeria, merchant.state) : undefined)
  );
}

/**
 * A product order: every line's units are taken with a guarded UPDATE in one transaction (all or
 * nothing; after the merchant's order lock, rows locked in id order so concurrent carts cannot deadlock), prices come from the
 * catalogue, and the delivery price from the documented rule. The order awaits payment, holding its
 * units for CHECKOUT_RESERVATION_MINUTES; then the buyer's checkout is opened at the payment provider.
 */
export async function placeProductOrder(
  ctx: CheckoutContext,
  merchant: Merchant,
  body: PlacedOrderBody,
  now = new Date(),
): Promise<CheckoutResult> {
  const address = resolveDeliveryAddress(body.deliveryAddress!);
  const lines = cartLines(body.cart!);
  const { row, items } = await ctx.db.transaction(async (tx) => {
    await lockMerchantOrders(tx, merchant.id);
    const { reserved, currency, cartTotal } = await reserveCart(tx, merchant.id, lines);
    const deliveryPrice = deliveryPriceMinor({
      origin: await originState(tx, merchant),
      destination: address.state,
      weightKg: cartWeightKg(reserved.map((r) => ({ weight: r.product.weight, quantity: r.quantity }))),
      deliveryType: body.deliveryType,
    });
    const row = await insertOrder(tx, {
      merchantId: merchant.id,
      orderReference: newOrderReference(),
      type: 'PRODUCT',
      status: 'processing',
      ...channelColumns(body, cartTotal + deliveryPrice),
      deliveryName: body.name,
      email: body.email,
      phone: body.phone,
      ...address.columns,
      deliveryNote: body.deliveryNote || null,
      deliveryType: body.deliveryType,
      currency,
      cartTotal,
      deliveryPrice,
      totalPrice: cartTotal + deliveryPrice,
      ...initialPayment(cartTotal + deliveryPrice, now, ctx.reservationMinutes),
    });
    const items = await insertOrderItems(tx, orderItemRows(merchant.id, row.id, reserved));
    await recordPlacedOrder(tx, row);
    return { row, items };
  });
  const payment = await openOrderPayment(ctx, row);
  const receiptLines = items.map((i) => `${i.quantity} × ${i.name} at ${naira(i.price)}`);
  await sendReceipt(ctx, row, merchant.businessName ?? 'The store', receiptLines, payment);
  return { ...toOrder(row, items, undefined), payment };
}
