import type { Env } from '../../config/env.ts';

/** What the wallet and the payment provider read of the configuration (config/env.ts). */
export type WalletConfig = Pick<
  Env,
  | 'PAYMENTS_TRANSFER_DELAY_MS'
  | 'PAYMENTS_JOB_INTERVAL_MS'
  | 'PAYMENTS_WEBHOOK_MAX_ATTEMPTS'
  | 'PAYMENTS_WEBHOOK_RETRY_MS'
  | 'WALLET_QUOTE_TTL_SECONDS'
  | 'WITHDRAWALS_PER_DAY'
  | 'PAYSTACK_SECRET_KEY'
  | 'WALLET_PIN_KEY'
  | 'WALLET_PIN_LOCK_MINUTES'
  | 'WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS'
>;
