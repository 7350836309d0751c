import { annualTransactionRanges, type RangeCurrency, rangeCurrencies } from '@oja/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';

export interface RangeValue {
  currencyCode: RangeCurrency;
  /** Undefined until a range is chosen. */
  from?: number;
  to?: number;
}

export interface RangeErrors {
  /** 'Enter annual revenue for at least one currency' or 'Enter one annual revenue range per currency'. */
  list?: string;
  /** Per row: 'Select a valid annual revenue range'. */
  rows: Array<string | undefined>;
}

interface RevenueRangesProps {
  ranges: readonly RangeValue[];
  errors: RangeErrors;
  onAdd: (currency: RangeCurrency) => void;
  onRemove: (index: number) => void;
  onChange: (index: number, value: RangeValue) => void;
  onBlur: (index: number) => void;
}

const rangeKey = (from?: number, to?: number) =>
  from === undefined || to === undefined ? '' : `${from}-${to}`;

/** docs/product/onboarding.md#limits annual transaction ranges: one range per currency (NGN, USD, GBP); add and remove. */
export function RevenueRanges({ ranges, errors, onAdd, onRemove, onChange, onBlur }: RevenueRangesProps) {
  const used = new Set(ranges.map((r) => r.currencyCode));
  const next = rangeCurrencies.find((currency) => !used.has(currency));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">Annual revenue</legend>
      <p className="-mt-1 text-xs text-slate-600">Your yearly sales in each currency you trade in.</p>
      {ranges.map((range, index) => {
        const currencies = rangeCurrencies.filter((c) => c === range.currencyCode || !used.has(c));
        const rows = annualTransactionRanges[range.currencyCode];
        return (
          <div
            key={range.currencyCode}
            className="grid grid-cols-[5rem_minmax(0,1fr)_auto] items-start gap-2"
          >
            <SelectField
              label="Currency"
              placeholder="Currency"
              value={range.currencyCode}
              options={currencies.map((c) => ({ value: c, label: c }))}
              onChange={(event) => {
                const currencyCode = event.target.value as RangeCurrency;
                if (!currencyCode) return;
                const keeps = annualTransactionRanges[currencyCode].some(
                  (r) => r.from === range.from && r.to === range.to,
                );
                onChange(index, keeps ? { ...range, currencyCode } : { currencyCode });
              }}
            />
            <SelectField
              label="Range"
              aria-label={`Annual revenue range (${range.currencyCode})`}
              placeholder="Select a range"
              value={rangeKey(range.from, range.to)}
              options={rows.map((r) => ({ value: rangeKey(r.from, r.to), label: r.label }))}
              error={errors.rows[index]}
              onBlur={() => onBlur(index)}
              onChange={(event) => {
                const picked = rows.find((r) => rangeKey(r.from, r.to) === event.target.value);
                onChange(index, { currencyCode: range.currencyCode, from: picked?.from, to: picked?.to });
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-6.5"
              aria-label={`Remove ${range.currencyCode} range`}
              onClick={() => onRemove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      {errors.list ? <p className="text-xs font-medium text-red-700">{errors.list}</p> : null}
      {next ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => onAdd(next)}>
          <Plus aria-hidden="true" className="size-4" />
          Add {next} range
        </Button>
      ) : null}
    </fieldset>
  );
}
