import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { enqueueWebhook } from './sim-webhooks.ts';
import {
  paystackSimRecipients,
  paystackSimRefunds,
  paystackSimTransactions,
  paystackSimTransfers,
} from '../../../db/schema/index.ts';
import { verifyWebhookSignature } from '../paystack-signature.ts';
import {
  type InitializedTransaction,
  type InitializeTransaction,
  type InitiatedTransfer,
  type InitiateTransfer,
  PaymentProviderError,
  type PaymentsProvider,
  type ProviderBank,
  type ProviderRefund,
  type ResolvedAccount,
  type TransferRecipient,
  type VerifiedTransaction,
  type VerifiedTransfer,
} from '../payments-provider.ts';
import { accountHolderName, findBank, NIGERIAN_BANKS, TEST_ACCOUNTS } from './bank-directory.ts';
import { transferOutcome } from './sim-transfers.ts';

/** Paystack charges these; the wallet's GBP and EUR are not among them. */
const CHARGE_CURRENCIES = ['NGN', 'USD', 'GHS', 'ZAR', 'KES'];

export interface SimulatedPaystackOptions {
  /** The provider's own records: a database handle on a pool of its own, as an outside service would be. */
  db: Database;
  secretKey: string;
  /** Base of the hosted checkout pages, e.g. http://localhost:3000. */
  publicUrl: string;
  transferDelayMs: number;
}

const code = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/**
 * The built-in payment provider: a local Paystack. Its state lives in its own tables
 * (paystack_sim_*); the checkout pages, the transfer job and the webhook deliveries are in
 * sim-checkout.ts and sim-jobs.ts.
 */
export class SimulatedPaystack implements PaymentsProvider {
  readonly name = 'paystack';

  constructor(readonly options: SimulatedPaystackOptions) {}

  get db() {
    return this.options.db;
  }

  async listBanks(): Promise<ProviderBank[]> {
    return NIGERIAN_BANKS;
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount> {
    if (!/^\d{10}$/.test(accountNumber))
      throw new PaymentProviderError('invalid', 'Account number must be 10 digits');
    if (!findBank(bankCode)) throw new PaymentProviderError('unknown_bank', `Unknown bank code: ${bankCode}`);
    if (accountNumber === TEST_ACCOUNTS.bankDown) {
      throw new PaymentProviderError('unavailable', 'The bank did not respond in time');
    }
    if (accountNumber === TEST_ACCOUNTS.unknown) {
      throw new PaymentProviderError(
        'account_not_found',
        'Could not resolve account name. Check parameters or try again.',
      );
    }
    return { accountNumber, bankCode, accountName: accountHolderName(bankCode, accountNumber) };
  }

  async initializeTransaction(input: InitializeTransaction): Promise<InitializedTransaction> {
    if (!CHARGE_CURRENCIES.includes(input.currency)) {
      throw new PaymentProviderError(
        'unsupported_currency',
        `Currency not supported by merchant: ${input.currency}`,
      );
    }
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new PaymentProviderError('invalid', 'Invalid amount');
    const accessCode = code('ac').slice(0, 18);
    const [row] = await this.db
      .insert(paystackSimTransactions)
      .values({ ...input, accessCode, callbackUrl: input.callbackUrl ?? null })
      .onConflictDoNothing()
      .returning({ reference: paystackSimTransactions.reference });
    if (!row) throw new PaymentProviderError('invalid', 'Duplicate Transaction Reference');
    return {
      reference: input.reference,
      accessCode,
      authorizationUrl: `${this.options.publicUrl}/v1/payments/checkout/${accessCode}`,
    };
  }

  async verifyTransaction(reference: string): Promise<VerifiedTransaction> {
    const [row] = await this.db
      .select()
      .from(paystackSimTransactions)
      .where(eq(paystackSimTransactions.reference, reference));
    if (!row) throw new PaymentProviderError('not_found', 'Transaction reference not found');
    const { status, amount, currency, paidAt, metadata } = row;
    return { reference, status, amount, currency, paidAt, metadata };
  }

  /**
   * Refunds a paid charge, whole (no `amount`: what is left of it) or in part, as Paystack's POST /refund
   * does: the refunds of a charge add up and never pass what was charged, checked under the charge's row
   * lock so two refunds at once cannot both take the last of it; each refund is kept for the list. The
   * charge is 'reversed' once fully refunded.
   */
  async refundTransaction(reference: string, amount?: number, merchantNote?: string): Promise<void> {
    const charge = await this.verifyTransaction(reference);
    if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0))
      throw new PaymentProviderError('invalid', 'Invalid amount');
    const t = paystackSimTransactions;
    const refunded = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(t).where(eq(t.reference, reference)).for('update');
      const give = amount ?? row!.amount - row!.refundedAmount;
      if (row!.status !== 'success' || give <= 0 || row!.refundedAmount + give > row!.amount) return false;
      const after = row!.refundedAmount + give;
      await tx
        .update(t)
        .set({ refundedAmount: after, ...(after === row!.amount ? { status: 'reversed' as const } : {}) })
        .where(eq(t.reference, reference));
      await tx.insert(paystackSimRefunds).values({
        transactionReference: reference,
        amount: give,
        currency: row!.currency,
        merchantNote: merchantNote ?? null,
      });
      await enqueueWebhook(tx, 'refund.processed', {
        status: 'processed',
        transaction_reference: reference,
        amount: give,
        currency: row!.currency,
        merchant_note: merchantNote ?? null,
      });
      return true;
    });
    if (refunded) return;
    if (charge.status === 'success')
      throw new PaymentProviderError(
        'invalid',
        'Refund amount cannot be greater than the transaction amount',
      );
    throw new PaymentProviderError('invalid', 'Transaction has not been paid, or was already refunded');
  }

  /** The charge's refunds, newest last, as GET /refund?reference=… lists them. */
  refundRows(reference: string) {
    return this.db
      .select()
      .from(paystackSimRefunds)
      .where(eq(paystackSimRefunds.transactionReference, reference))
      .orderBy(paystackSimRefunds.createdAt);
  }

  async refundsOf(reference: string): Promise<ProviderRefund[]> {
    return (await this.refundRows(reference)).map((r) => ({ amount: r.amount, note: r.merchantNote }));
  }

  async createTransferRecipient(input: TransferRecipient): Promise<{ recipientCode: string }> {
    const resolved = await this.resolveAccount(input.accountNumber, input.bankCode);
    const recipientCode = code('RCP').slice(0, 18);
    await this.db
      .insert(paystackSimRecipients)
      .values({ ...input, name: resolved.accountName, recipientCode });
    return { recipientCode };
  }

  async initiateTransfer(input: InitiateTransfer): Promise<InitiatedTransfer> {
    const [recipient] = await this.db
      .select()
      .from(paystackSimRecipients)
      .where(eq(paystackSimRecipients.recipientCode, input.recipientCode));
    if (!recipient) throw new PaymentProviderError('invalid', 'Transfer recipient not found');
    if (recipient.currency !== input.currency)
      throw new PaymentProviderError('unsupported_currency', 'Currency mismatch');
    await this.db
      .insert(paystackSimTransfers)
      .values({
        ...input,
        transferCode: code('TRF').slice(0, 18),
        dueAt: new Date(Date.now() + this.options.transferDelayMs),
      })
      .onConflictDoNothing();
    const [transfer] = await this.db
      .select()
      .from(paystackSimTransfers)
      .where(eq(paystackSimTransfers.reference, input.reference));
    return { transferCode: transfer!.transferCode, status: transfer!.status };
  }

  async verifyTransfer(reference: string): Promise<VerifiedTransfer> {
    const [row] = await this.db
      .select({ transfer: paystackSimTransfers, accountNumber: paystackSimRecipients.accountNumber })
      .from(paystackSimTransfers)
      .innerJoin(
        paystackSimRecipients,
        eq(paystackSimRecipients.recipientCode, paystackSimTransfers.recipientCode),
      )
      .where(eq(paystackSimTransfers.reference, reference));
    if (!row) throw new PaymentProviderError('not_found', 'Transfer not found');
    const { transferCode, status, amount, currency } = row.transfer;
    const failures =
      status === 'failed' || status === 'reversed' ? transferOutcome(row.accountNumber).reason : null;
    return { reference, transferCode, status, amount, currency, failures };
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.options.secretKey, rawBody, signature);
  }
}
