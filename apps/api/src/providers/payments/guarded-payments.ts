import { z } from 'zod';
import { type GuardOptions, guardedCall } from '../guarded-call.ts';
import {
  type InitializeTransaction,
  type InitiateTransfer,
  PaymentProviderError,
  type PaymentsProvider,
  type TransferRecipient,
} from './payments-provider.ts';

const providerRefunds = z.array(
  z.object({ amount: z.number().int().positive(), note: z.string().nullable() }),
);

const text = z.string().min(1);
const minorUnits = z.number().int().nonnegative();

const bank = z.object({ name: text, code: text, slug: z.string(), currency: text });
const resolvedAccount = z.object({
  accountNumber: z.string().regex(/^\d{10}$/),
  accountName: text,
  bankCode: text,
});
const initialized = z.object({ authorizationUrl: z.url(), accessCode: text, reference: text });
const verified = z.object({
  reference: text,
  status: z.enum(['pending', 'success', 'abandoned', 'reversed']),
  amount: minorUnits,
  currency: text,
  paidAt: z.date().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
const recipient = z.object({ recipientCode: text });
const transferStatus = z.enum(['pending', 'success', 'failed', 'reversed']);
const transfer = z.object({ transferCode: text, status: transferStatus });
const verifiedTransfer = z.object({
  reference: text,
  transferCode: text,
  status: transferStatus,
  amount: minorUnits,
  currency: text,
  failures: z.string().nullable(),
});

/**
 * The payment provider as the services see it: every call bounded by the provider timeout and every
 * answer parsed before use. A timeout, an unexpected failure or a malformed answer is a
 * PaymentProviderError of kind 'unavailable' (a 503, or a payout left pending for the wallet job).
 */
export class GuardedPayments implements PaymentsProvider {
  private readonly guard: GuardOptions;

  constructor(
    private readonly inner: PaymentsProvider,
    timeoutMs: number,
  ) {
    this.guard = {
      timeoutMs,
      isKnown: (error) => error instanceof PaymentProviderError,
      unavailable: (reason) => new PaymentProviderError('unavailable', `The payment provider ${reason}`),
    };
  }

  get name() {
    return this.inner.name;
  }

  listBanks() {
    return guardedCall(this.guard, z.array(bank), () => this.inner.listBanks());
  }

  resolveAccount(accountNumber: string, bankCode: string) {
    return guardedCall(this.guard, resolvedAccount, () => this.inner.resolveAccount(accountNumber, bankCode));
  }

  initializeTransaction(input: InitializeTransaction) {
    return guardedCall(this.guard, initialized, () => this.inner.initializeTransaction(input));
  }

  verifyTransaction(reference: string) {
    return guardedCall(this.guard, verified, () => this.inner.verifyTransaction(reference));
  }

  async refundTransaction(reference: string, amount?: number, merchantNote?: string) {
    await guardedCall(this.guard, z.unknown(), () =>
      this.inner.refundTransaction(reference, amount, merchantNote),
    );
  }

  refundsOf(reference: string) {
    return guardedCall(this.guard, providerRefunds, () => this.inner.refundsOf(reference));
  }

  createTransferRecipient(input: TransferRecipient) {
    return guardedCall(this.guard, recipient, () => this.inner.createTransferRecipient(input));
  }

  initiateTransfer(input: InitiateTransfer) {
    return guardedCall(this.guard, transfer, () => this.inner.initiateTransfer(input));
  }

  verifyTransfer(reference: string) {
    return guardedCall(this.guard, verifiedTransfer, () => this.inner.verifyTransfer(reference));
  }

  verifyWebhook(rawBody: string, signature: string | undefined) {
    return this.inner.verifyWebhook(rawBody, signature);
  }
}
