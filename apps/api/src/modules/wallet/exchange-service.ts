import { fromMinor, toMinor, type WalletCurrency, walletCurrencies, walletMessages } from '@oja/contracts';
import { newId } from '../../db/schema/columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { convertMinor, crossRate } from '../../providers/rates/rates-provider.ts';
import { exchangeRepository } from './exchange-repository.ts';
import { runIdempotent } from '../idempotency/index.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { toQuote } from './wallet-dto.ts';
import type { WalletContext } from './wallet-context.ts';

/** GET /v1/wallet/exchange-rate: the current table seen from `from`, and the rate to `to` when given. */
export async function exchangeRate(ctx: WalletContext, from: WalletCurrency, to?: WalletCurrency) {
  const snapshot = await ctx.rates.snapshot();
  const rates = Object.fromEntries(
    walletCurrencies.map((c) => [c, Number(crossRate(snapshot, from, c))]),
  ) as Record<WalletCurrency, number>;
  return {
    from,
    to: to ?? null,
    rate: to ? rates[to] : null,
    rates,
    asOf: snapshot.asOf.toISOString(),
    source: snapshot.source,
  };
}

/**
 * POST /v1/wallet/exchange-quote: fixes a rate and both amounts server-side for a short time
 * (WALLET_QUOTE_TTL_SECONDS). The converted amount is rounded down to the minor unit.
 */
export async function createQuote(
  ctx: WalletContext,
  merchantId: string,
  body: { from: WalletCurrency; to: WalletCurrency; amount: number },
) {
  const snapshot = await ctx.rates.snapshot();
  const rate = crossRate(snapshot, body.from, body.to);
  const fromAmount = toMinor(body.amount);
  const toAmount = convertMinor(fromAmount, rate);
  if (toAmount <= 0) throw new AppError('UNPROCESSABLE', 'This amount is too small to exchange');
  const row = await exchangeRepository.insert(ctx.db, {
    merchantId,
    fromCurrency: body.from,
    toCurrency: body.to,
    fromAmount,
    toAmount,
    rate,
    rateAsOf: snapshot.asOf,
    expiresAt: new Date(Date.now() + ctx.config.WALLET_QUOTE_TTL_SECONDS * 1000),
  });
  return toQuote(row);
}

/**
 * POST /v1/wallet/exchange-currency: executes a quote once, both legs in one ledger transaction
 * (wallet → fx in the source currency, fx → wallet in the target currency). An expired quote is refused.
 */
export function executeQuote(ctx: WalletContext, merchantId: string, key: string, quoteId: string) {
  const request = {
    merchantId,
    key,
    method: 'POST',
    path: '/v1/wallet/exchange-currency',
    body: { quoteId },
  };
  return runIdempotent(ctx, request, async (tx) => {
    const ledgerTransactionId = newId();
    const quote = await exchangeRepository.execute(tx, merchantId, quoteId, ledgerTransactionId);
    if (!quote) {
      const existing = await exchangeRepository.find(tx, merchantId, quoteId);
      if (!existing) throw new AppError('NOT_FOUND', walletMessages.quoteNotFound);
      if (existing.status === 'executed') throw new AppError('CONFLICT', walletMessages.quoteUsed);
      throw new AppError('UNPROCESSABLE', walletMessages.quoteExpired);
    }
    const { fromCurrency: from, toCurrency: to, fromAmount, toAmount } = quote;
    const { balances } = await postTransaction(tx, merchantId, {
      id: ledgerTransactionId,
      kind: 'exchange',
      reference: quote.id,
      description: `Exchange ${from} → ${to} at ${Number(quote.rate)}`,
      postings: [
        { account: ACCOUNTS.wallet, currency: from, amount: -fromAmount },
        { account: ACCOUNTS.fx, currency: from, amount: fromAmount },
        { account: ACCOUNTS.fx, currency: to, amount: -toAmount },
        { account: ACCOUNTS.wallet, currency: to, amount: toAmount },
      ],
    });
    return {
      statusCode: 200,
      message: walletMessages.exchanged,
      data: {
        quote: toQuote(quote),
        balances: [from, to].map((currency) => ({
          currency,
          balance: fromMinor(balances.get(currency)!),
        })),
      },
    };
  });
}
