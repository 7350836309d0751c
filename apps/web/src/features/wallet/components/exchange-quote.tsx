import { type ExchangeQuote as Quote, walletMessages } from '@oja/contracts';
import { formatMoney } from '@/lib/format';

/** The server's quote: what is exchanged for what, and how long it holds. */
export function ExchangeQuote({ quote, secondsLeft }: { quote: Quote; secondsLeft: number }) {
  const expired = secondsLeft === 0;
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <p className="font-medium text-slate-900">
        {formatMoney(quote.amount, quote.from)} → {formatMoney(quote.convertedAmount, quote.to)}
      </p>
      <p className={expired ? 'mt-1 text-red-700' : 'mt-1 text-slate-600'}>
        {expired ? walletMessages.quoteExpired : `Quote expires in ${secondsLeft}s`}
      </p>
    </div>
  );
}
