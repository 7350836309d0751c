import { filterPhoneInput } from '@oja/contracts';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type PhoneFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown before the number, e.g. '+234' (the country's dial code). */
  prefix?: string;
};

/** A phone input that keeps digits, plus, hyphen and space only (docs/product/onboarding.md#business-verification-form), as the user types or pastes. */
export function PhoneField({ label, error, hint, prefix, className, onChange, ...props }: PhoneFieldProps) {
  const filter = (event: ChangeEvent<HTMLInputElement>) => {
    const filtered = filterPhoneInput(event.target.value);
    if (filtered !== event.target.value) event.target.value = filtered;
    onChange?.(event);
  };
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="flex">
          {prefix ? (
            <span className="inline-flex h-10 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-700">
              {prefix}
            </span>
          ) : null}
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            {...props}
            onChange={filter}
            className={cn(prefix && 'rounded-l-none')}
          />
        </div>
      )}
    </Field>
  );
}
