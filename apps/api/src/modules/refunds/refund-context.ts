import type { Database } from '../../db/client.ts';
import type { KeyedLimiter } from '../../lib/keyed-limiter.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';

/** What the refund and return services need from the app. */
export interface RefundContext {
  db: Database;
  payments: PaymentsProvider;
  /** One merchant's refunds reach the database one at a time (they queue on the order lock anyway). */
  perMerchant: KeyedLimiter;
}
