import { useId } from 'react';
import { cn } from '@/lib/cn';

interface OrderFilterProps<F extends string> {
  /** Accessible name of the group, e.g. 'Product order status'. */
  label: string;
  filters: readonly F[];
  value: F;
  onChange: (value: F) => void;
}

/** The filter tabs of an orders view (docs/product/orders.md#product-orders) as a segmented radio group; the names are the API's tab names. */
export function OrderFilter<F extends string>({ label, filters, value, onChange }: OrderFilterProps<F>) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      {/* The filters wrap on a phone rather than run off its edge. */}
      <div className="pb-1">
        <div className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {filters.map((filter) => (
            <label
              key={filter}
              className={cn(
                'cursor-pointer rounded-md px-2.5 py-1.5 sm:px-3 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900',
                'has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-700',
              )}
            >
              <input
                type="radio"
                name={name}
                value={filter}
                checked={value === filter}
                onChange={() => onChange(filter)}
                className="sr-only"
              />
              <span className="inline-block first-letter:uppercase">{filter}</span>
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
