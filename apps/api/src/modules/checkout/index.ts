// What other modules may use of checkout; everything else in the folder is its own.
export { cartLines, orderItemRows, reserveCart } from './cart-stock.ts';
export type { PlacedOrderBody } from './placed-order.ts';
export type { CheckoutContext } from './checkout-context.ts';
export { recordBuyer } from './checkout-context.ts';
export { placeOrder } from './checkout-service.ts';
export { newOrderReference } from './order-reference.ts';
