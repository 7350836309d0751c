import type { z } from 'zod';
import {
  bankList,
  failure,
  initializedTransaction,
  initiatedTransfer,
  refund,
  refundList,
  refusalKind,
  resolvedAccount,
  success,
  transferRecipient,
  verifiedTransaction,
  verifiedTransfer,
} from './paystack-answers.ts';
import { verifyWebhookSignature } from './paystack-signature.ts';
import {
  type InitializeTransaction,
  type InitiateTransfer,
  type InitiatedTransfer,
  PaymentProviderError,
  type PaymentsProvider,
  type TransferRecipient,
} from './payments-provider.ts';

export interface PaystackHttpOptions {
  /** https://api.paystack.co in production; the built-in simulation's address otherwise. */
  baseUrl: string;
  secretKey: string;
  /** A request still unanswered after this long is abandoned (the guarded wrapper reports it). */
  timeoutMs: number;
}

const unavailable = (reason: string) => new PaymentProviderError('unavailable', `Paystack ${reason}`);

/**
 * Paystack's REST API over HTTP (https://paystack.com/docs/api/): `Authorization: Bearer <secret key>`,
 * JSON bodies, amounts in kobo. A refusal (4xx with `status: false`) becomes the PaymentProviderError
 * kind its message names; no answer, a timeout, a 5xx, a refused key or a body that is not the documented
 * shape is `unavailable`, which the services treat as retryable.
 */
export class PaystackHttp implements PaymentsProvider {
  readonly name = 'paystack';
  private readonly base: string;

  constructor(private readonly options: PaystackHttpOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  listBanks() {
    return this.call('GET', '/bank?currency=NGN', bankList);
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const data = await this.call('GET', `/bank/resolve?${query}`, resolvedAccount);
    return { accountNumber: data.account_number, accountName: data.account_name, bankCode };
  }

  async initializeTransaction(input: InitializeTransaction) {
    const data = await this.call('POST', '/transaction/initialize', initializedTransaction, {
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      ...(input.callbackUrl ? { callback_url: input.callbackUrl } : {}),
      metadata: input.metadata,
    });
    return {
      authorizationUrl: data.authorization_url,
      accessCode: data.access_code,
      reference: data.reference,
    };
  }

  verifyTransaction(reference: string) {
    return this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, verifiedTransaction);
  }

  /** POST /refund (https://paystack.com/docs/payments/refunds/): `transaction`, optional `amount` in kobo and `merchant_note`. */
  async refundTransaction(reference: string, amount?: number, merchantNote?: string) {
    await this.call('POST', '/refund', refund, {
      transaction: reference,
      ...(amount ? { amount } : {}),
      ...(merchantNote ? { merchant_note: merchantNote } : {}),
    });
  }

  /** GET /refund?reference=… (List Refunds): the charge's refunds; a failed one gave nothing back. */
  async refundsOf(reference: string) {
    const refunds = await this.call('GET', `/refund?reference=${encodeURIComponent(reference)}`, refundList);
    return refunds
      .filter((r) => r.status !== 'failed')
      .map((r) => ({ amount: r.amount, note: r.merchant_note ?? null }));
  }

  async createTransferRecipient(input: TransferRecipient) {
    const data = await this.call('POST', '/transferrecipient', transferRecipient, {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: input.currency,
    });
    return { recipientCode: data.recipient_code };
  }

  /**
   * A transfer reference is Paystack's guard against paying twice: a retry with the same reference does not
   * send money again. When Paystack answers that retry with a duplicate-reference refusal, the first
   * transfer is read back, so the interface's promise (the same reference returns the first transfer) holds.
   */
  async initiateTransfer(input: InitiateTransfer): Promise<InitiatedTransfer> {
    const body = {
      source: 'balance',
      amount: input.amount,
      currency: input.currency,
      recipient: input.recipientCode,
      reference: input.reference,
      reason: input.reason,
    };
    try {
      const data = await this.call('POST', '/transfer', initiatedTransfer, body);
      return { transferCode: data.transfer_code, status: data.status };
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || !/duplicate/i.test(error.message)) throw error;
      const { transferCode, status } = await this.verifyTransfer(input.reference);
      return { transferCode, status };
    }
  }

  verifyTransfer(reference: string) {
    return this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`, verifiedTransfer);
  }

  verifyWebhook(rawBody: string, signature: string | undefined) {
    return verifyWebhookSignature(this.options.secretKey, rawBody, signature);
  }

  private async call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    data: S,
    body?: Record<string, unknown>,
  ): Promise<z.output<S>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw unavailable(
        timedOut ? `did not answer within ${this.options.timeoutMs} ms` : 'could not be reached',
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unavailable(`answered ${response.status} with a body that is not JSON`);
    }
    if (response.status >= 400 && response.status < 500 && ![401, 403, 429].includes(response.status)) {
      const refusal = failure.safeParse(json);
      if (refusal.success)
        throw new PaymentProviderError(
          refusalKind(response.status, refusal.data.message),
          refusal.data.message,
        );
    }
    if (!response.ok) throw unavailable(`answered ${response.status}`);
    const answer = success.safeParse(json);
    const parsed = answer.success ? data.safeParse(answer.data.data) : answer;
    if (!parsed.success) throw unavailable(`answered ${method} ${path.split('?')[0]} with malformed data`);
    return parsed.data;
  }
}
