import type { OrderType } from '@oja/contracts';
import { recordKeys } from '@/lib/record-keys';

/** The filters the dashboard sends to GET /v1/order/seller. */
export interface SellerOrderParams {
  type: OrderType;
  /** A tab name ('all', 'in transit', 'on transit', …); the server maps it to statuses. */
  status: string;
  page: number;
}

/**
 * Query keys of the orders domain. Dispatching and every 'order.updated' event refresh `all`, so the
 * lists and the open detail follow the order without a reload.
 */
export const orderKeys = recordKeys<SellerOrderParams>('orders');
