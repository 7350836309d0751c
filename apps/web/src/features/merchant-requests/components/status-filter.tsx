import { cn } from '@/lib/cn';
import type { RequestStatusFilter } from '../types';

const options: ReadonlyArray<{ value: RequestStatusFilter; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

/** A segmented radio group choosing which requests the list shows. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: RequestStatusFilter;
  onChange: (value: RequestStatusFilter) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Request status</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors',
              'has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-700',
            )}
          >
            <input
              type="radio"
              name="request-status"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
