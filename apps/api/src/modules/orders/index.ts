// What other modules may use of orders; everything else in the folder is its own.
export { balanceDueMinor, firstPaymentMinor } from './order-balance.ts';
export { orderLink, publishOrderUpdated } from './order-events.ts';
export { orderStatusOfShipment, toOrder, toShipmentSummary } from './order-mapper.ts';
export {
  findOrder,
  insertOrder,
  insertOrderBooking,
  insertOrderItems,
  lockMerchantOrders,
  moveOrderStatus,
  orderItemsOf,
} from './order-records.ts';
export { findOwnBooking, findOwnOrder, namesOjaOrder } from './order-references.ts';
export type { OrderRow } from './order-repository.ts';
export { getOrderDetail, orderNotFound, withDetails } from './order-service.ts';
