import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select a category'; leave out when a value is always chosen. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

/**
 * A labelled native select. A value that is not among the options (a saved category while the list
 * loads, or one no longer offered) is still shown as chosen, never as the placeholder.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...props
}: SelectFieldProps) {
  const current = typeof props.value === 'string' ? props.value : '';
  const shown =
    current && !options.some((option) => option.value === current)
      ? [{ value: current, label: current }, ...options]
      : options;
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <select {...control} {...props} className={cn(inputStyles, 'h-10 appearance-none pr-9')}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </Field>
  );
}
