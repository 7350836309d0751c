// What other modules may use of checkout; everything else in the folder is its own.
export { cartLines, type PlacedOrderBody, reserveCart } from './cart-stock.ts';
export type { CheckoutContext } from './checkout-context.ts';
export { recordBuyer } from './checkout-context.ts';
export { placeOrder } from './checkout-service.ts';
export { newOrderReference } from './order-reference.ts';
