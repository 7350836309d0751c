// What other modules may use of checkout; everything else in the folder is its own.
import { checkoutRepository } from './checkout-repository.ts';
export { cartLines, orderItemRows, reserveCart } from './cart-stock.ts';
export type { PlacedOrderBody } from './placed-order.ts';
export type { CheckoutContext } from './checkout-context.ts';
export { recordBuyer } from './checkout-context.ts';
export { placeOrder } from './checkout-service.ts';
export { newOrderReference } from './order-reference.ts';
export { checkSlot, freeSlots, type FreeSlot } from './slot-availability.ts';
export { locationOf } from './slot-rules.ts';
/** An active service, unlocked, for listing its free times. */
export const findBookableService = checkoutRepository.findActiveService;
/** Locks a service row so that bookings of it are checked and made one at a time. */
export const lockService = checkoutRepository.lockService;
