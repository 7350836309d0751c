import { type CartItemInput, orderMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { checkoutRepository } from './checkout-repository.ts';

export interface CartLine {
  productId: string;
  quantity: number;
  /** Where the product first appeared in the cart, for the error's path. */
  index: number;
}

/** The cart's lines with repeated products merged, each with the index it first appeared at. */
export function cartLines(cart: readonly CartItemInput[]): CartLine[] {
  const lines = new Map<string, CartLine>();
  cart.forEach((item, index) => {
    const line = lines.get(item.productId);
    if (line) line.quantity += item.quantity;
    else lines.set(item.productId, { productId: item.productId, quantity: item.quantity, index });
  });
  return [...lines.values()];
}

async function refusal(tx: Executor, merchantId: string, line: CartLine) {
  const stock = isUuid(line.productId)
    ? await checkoutRepository.productStock(tx, merchantId, line.productId)
    : undefined;
  if (!stock || stock.status !== 'ACTIVE') {
    return new AppError('UNPROCESSABLE', orderMessages.productUnavailable, [
      { path: `body.cart.${line.index}.productId`, message: orderMessages.productUnavailable },
    ]);
  }
  const message = orderMessages.outOfStock(stock.name, stock.units);
  return new AppError('CONFLICT', message, [{ path: `body.cart.${line.index}.quantity`, message }]);
}

/**
 * Takes every line's units with a guarded UPDATE (all or nothing, within the caller's transaction, which
 * holds the merchant's order lock; rows locked in id order so concurrent carts cannot deadlock). Stock
 * never goes below zero: a line short of units is 409, an unknown or inactive product 422. Answers the
 * lines in cart order with their catalogue products, the one currency and the cart's total.
 */
export async function reserveCart(tx: Executor, merchantId: string, lines: readonly CartLine[]) {
  const reserved = [];
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const product = isUuid(line.productId)
      ? await checkoutRepository.reserve(tx, merchantId, line.productId, line.quantity)
      : undefined;
    if (!product) throw await refusal(tx, merchantId, line);
    reserved.push({ ...line, product });
  }
  reserved.sort((a, b) => a.index - b.index);
  const currency = reserved[0]!.product.currency;
  if (reserved.some((r) => r.product.currency !== currency))
    throw new AppError('UNPROCESSABLE', orderMessages.mixedCurrencies);
  const cartTotal = reserved.reduce((sum, r) => sum + r.product.priceMinor * r.quantity, 0);
  return { reserved, currency, cartTotal };
}

/** The order's item rows of a reserved cart: each product as it was when ordered (name, price, image, size). */
export const orderItemRows = (
  merchantId: string,
  orderId: string,
  reserved: Awaited<ReturnType<typeof reserveCart>>['reserved'],
) =>
  reserved.map((r, position) => ({
    merchantId,
    orderId,
    productId: r.product.id,
    position,
    name: r.product.name,
    price: r.product.priceMinor,
    image: r.product.image ?? r.product.thumbnail,
    quantity: r.quantity,
    weight: r.product.weight,
    dimension: r.product.dimension,
  }));
