import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T, unknown, never>, 'register'>;
  name: Path<T>;
  children: ReactNode;
}

/** A checkbox registered on a form under `name`, its label beside it (the whole label toggles it). */
export function FormCheckbox<T extends FieldValues>({ form, name, children }: FormCheckboxProps<T>) {
  return (
    <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        {...form.register(name)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      {children}
    </label>
  );
}
