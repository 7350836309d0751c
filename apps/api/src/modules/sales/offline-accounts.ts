import type { OfflineMethod } from '@oja/contracts';

/**
 * The ledger accounts of sales paid in person (decision 039): the money the merchant received by each
 * method, against the offline sales it came from. Neither is the wallet, so none of it can be withdrawn.
 */
export const OFFLINE_ACCOUNTS = {
  received: (method: OfflineMethod) => `offline:${method}`,
  sales: 'sales:offline',
} as const;
