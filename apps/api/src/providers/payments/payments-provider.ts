/**
 * The payment provider (docs/architecture.md#where-each-kind-of-code-lives): bank list and account resolution, checkout for top-ups and
 * buyer payments, transfers for withdrawals, and signed webhooks back to POST /v1/payments/webhook.
 * Shaped on Paystack's API: amounts in minor units (kobo), references chosen by the caller and unique,
 * webhook bodies `{ event, data }` signed with HMAC-SHA512 in `x-paystack-signature`.
 */
export interface ProviderBank {
  name: string;
  code: string;
  slug: string;
  currency: string;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
  bankCode: string;
}

export interface InitializeTransaction {
  email: string;
  /** Minor units. */
  amount: number;
  currency: string;
  reference: string;
  /** Where the checkout sends the payer afterwards, with ?trxref=&reference= appended. */
  callbackUrl?: string;
  metadata: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export type ChargeStatus = 'pending' | 'success' | 'abandoned' | 'reversed';

/** One refund the provider made of a charge: minor units, and the merchant's note it was asked with. */
export interface ProviderRefund {
  amount: number;
  note: string | null;
}

export interface VerifiedTransaction {
  reference: string;
  status: ChargeStatus;
  amount: number;
  currency: string;
  paidAt: Date | null;
  metadata: Record<string, unknown>;
}

export interface TransferRecipient {
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
}

export interface InitiateTransfer {
  amount: number;
  currency: string;
  recipientCode: string;
  reference: string;
  reason: string;
}

export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

export interface InitiatedTransfer {
  transferCode: string;
  status: TransferStatus;
}

/** A transfer as the provider knows it (Paystack's GET /transfer/verify/:reference). */
export interface VerifiedTransfer {
  reference: string;
  transferCode: string;
  status: TransferStatus;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Why it failed or was reversed, as the provider says; null otherwise. */
  failures: string | null;
}

/** What went wrong at the provider, for the service to turn into the right API answer. */
export type PaymentErrorKind =
  'unknown_bank' | 'account_not_found' | 'unsupported_currency' | 'not_found' | 'invalid' | 'unavailable';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentsProvider {
  /** Names the provider's ledger account, e.g. 'provider:paystack'. */
  readonly name: string;
  listBanks(): Promise<ProviderBank[]>;
  resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount>;
  initializeTransaction(input: InitializeTransaction): Promise<InitializedTransaction>;
  verifyTransaction(reference: string): Promise<VerifiedTransaction>;
  /**
   * Refunds a paid charge, whole or (with `amount`, in minor units) in part; the refunds of one charge
   * never add up past it. `merchantNote` is the merchant's reason, kept with the refund at the provider.
   */
  refundTransaction(reference: string, amount?: number, merchantNote?: string): Promise<void>;
  /**
   * The refunds the provider made of a charge so far, oldest first (Paystack's GET /refund?reference=…),
   * failed ones left out: how a refund whose own records were lost after the provider made it is found
   * again (wallet/provider-refunds.ts), by its amount and the note it was asked with.
   */
  refundsOf(reference: string): Promise<ProviderRefund[]>;
  createTransferRecipient(input: TransferRecipient): Promise<{ recipientCode: string }>;
  /** Idempotent on `reference`: initiating the same reference again returns the first transfer. */
  initiateTransfer(input: InitiateTransfer): Promise<InitiatedTransfer>;
  /**
   * Re-reads a transfer by its reference (Paystack's GET /transfer/verify/:reference): a transfer webhook
   * changes a payout only when this agrees with it. A reference the provider does not know is `not_found`.
   */
  verifyTransfer(reference: string): Promise<VerifiedTransfer>;
  /** Checks a webhook body (the raw bytes as received) against its `x-paystack-signature`. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
}
