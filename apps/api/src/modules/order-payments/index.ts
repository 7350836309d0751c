// What other modules may use of order-payments; everything else in the folder is its own.
export { openBalancePayment } from './balance-payment.ts';
export { initialPayment, openOrderPayment } from './open-payment.ts';
export { announceSale, settleOrderCharge } from './order-charge.ts';
export { holdAfterServiceDelivery, releaseOnDelivery } from './order-delivery.ts';
export { ORDER_PAYMENT_PURPOSE } from './order-payment-context.ts';
export { expireOrder, restockOnce } from './order-stock.ts';
export type { OrderPaymentContext } from './order-payment-context.ts';
