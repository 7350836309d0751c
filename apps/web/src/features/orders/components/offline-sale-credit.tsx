import { useStoreCredit } from '@/hooks/use-store-credit';
import { formatMoney } from '@/lib/format';

interface Props {
  email: string;
  currency: string;
  /** What the sale comes to: no more credit than this is applied. */
  total: number;
  applied: boolean;
  onAppliedChange: (applied: boolean) => void;
}

/** The credit a sale would take: the buyer's store credit, at most the sale's total. */
export const creditFor = (held: number, total: number) => Math.min(held, total);

/**
 * "Store credit available: ₦…, apply" once the walk-in buyer's email names a buyer who holds credit; the
 * merchant ticks it to pay part or all of the sale from the credit (decision 045).
 */
export function OfflineSaleCredit({ email, currency, total, applied, onAppliedChange }: Props) {
  const credit = useStoreCredit(email || undefined);
  const held = credit.data ?? 0;
  if (held <= 0) return null;
  return (
    <label className="flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={applied}
        onChange={(event) => onAppliedChange(event.target.checked)}
      />
      Store credit available: {formatMoney(held, currency)}, apply{' '}
      {formatMoney(creditFor(held, total), currency)}
    </label>
  );
}
