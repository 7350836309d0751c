import { type CheckoutResult, orderMessages } from '@oja/contracts';
import type { PlacedOrderBody } from './placed-order.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizePhone } from '../accounts/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { checkoutRepository } from './checkout-repository.ts';
import { placeProductOrder } from './product-checkout.ts';
import { placeServiceOrder } from './service-checkout.ts';
import { isUuid } from '../../lib/db/query-input.ts';

/** POST /v1/checkout: a buyer's cart becomes a PRODUCT order, a booking a SERVICE order, each awaiting payment. */
export async function placeOrder(ctx: CheckoutContext, body: PlacedOrderBody): Promise<CheckoutResult> {
  const merchant = isUuid(body.merchantId)
    ? await checkoutRepository.findMerchant(ctx.db, body.merchantId)
    : undefined;
  if (!merchant) throw new AppError('NOT_FOUND', orderMessages.storeNotFound);
  // Stored as the customers book keeps numbers: without spaces or hyphens.
  const order = { ...body, phone: normalizePhone(body.phone) };
  return order.cart ? placeProductOrder(ctx, merchant, order) : placeServiceOrder(ctx, merchant, order);
}
