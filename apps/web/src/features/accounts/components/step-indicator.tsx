import { cn } from '@/lib/cn';

/** 'Step n of total' with one bar segment per step. */
export function StepIndicator({ current, total }: { current: number; total: number }) {
  return (
    <div className="mb-5">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        Step {current + 1} of {total}
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={cn('h-1.5 flex-1 rounded-full', index <= current ? 'bg-brand-700' : 'bg-slate-200')}
          />
        ))}
      </div>
    </div>
  );
}
