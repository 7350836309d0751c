import { z } from 'zod';
import { timestamp } from '../timestamp.ts';
import { settlementStatus } from '../order-payments.ts';
import { orderType } from '../orders.ts';
import { pageQuery } from '../pagination.ts';
import { walletCurrency } from './currencies.ts';

/**
 * GET /v1/wallet/settlements: the money of each paid order, newest first — in escrow (pending), released
 * to the wallet (available) or refunded to the buyer — each linked to its order.
 */
export const settlementsQuery = pageQuery.extend({ status: settlementStatus.optional() });
export type SettlementsQuery = z.infer<typeof settlementsQuery>;

export const walletSettlement = z.object({
  orderId: z.string(),
  orderReference: z.string(),
  orderType,
  status: settlementStatus,
  amount: z.number(),
  currency: walletCurrency,
  /** When the buyer's payment arrived in escrow. */
  paidAt: timestamp,
  /** A delivered service order's hold end, while its money waits in escrow. */
  releaseAt: timestamp.nullable(),
  settledAt: timestamp.nullable(),
});
export type WalletSettlement = z.infer<typeof walletSettlement>;
