import { fromMinor, toMinor } from '@oja/contracts';
import { formatMoney } from '@/lib/format';

export interface MoneyOutDestination {
  accountName: string;
  bankName: string;
  accountNumber: string;
}

interface MoneyOutReviewProps {
  /** Major units, as the API takes them. */
  amount: number;
  fee: number;
  currency: string;
  destination: MoneyOutDestination;
  /** The wallet balance before; shown with what is left after. */
  balance: number;
}

/**
 * What leaves the wallet, before it is authorised: the amount, the fee (₦0.00 when there is none), the
 * total debited, where it goes, and the balance left. Sums are made in minor units.
 */
export function MoneyOutReview({ amount, fee, currency, destination, balance }: MoneyOutReviewProps) {
  const total = toMinor(amount) + toMinor(fee);
  const rows: Array<[string, string, string]> = [
    ['Amount', formatMoney(amount, currency), 'review-amount'],
    ['Fee', formatMoney(fee, currency), 'review-fee'],
    ['Total from your wallet', formatMoney(fromMinor(total), currency), 'review-total'],
    ['Account name', destination.accountName, 'review-account-name'],
    ['Bank', destination.bankName, 'review-bank'],
    ['Account number', destination.accountNumber, 'review-account-number'],
    ['Balance after', formatMoney(fromMinor(toMinor(balance) - total), currency), 'review-balance'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      {rows.map(([term, value, testId]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd
            data-testid={testId}
            className={
              term === 'Total from your wallet' || term === 'Account name'
                ? 'text-right font-semibold break-words text-slate-900 tabular-nums'
                : 'text-right break-words text-slate-900 tabular-nums'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
