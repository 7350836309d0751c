import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type RadioCardProps = Omit<ComponentProps<'input'>, 'type'> & {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
};

/** A native radio button presented as a selectable card. */
export function RadioCard({ title, description, icon, className, ...props }: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-slate-300',
        'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
        className,
      )}
    >
      <input
        type="radio"
        className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
        {...props}
      />
      {icon ? <span className="text-brand-700">{icon}</span> : null}
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-slate-600">{description}</span> : null}
      </span>
    </label>
  );
}
