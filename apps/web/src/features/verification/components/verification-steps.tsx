import { verificationSteps } from '@oja/contracts';
import { cn } from '@/lib/cn';

/**
 * The three-stage flow (Verify your Business; main contact or personal information; business
 * information) as a three-segment progress bar: finished and current segments are filled.
 */
export function VerificationSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Verification steps" className="grid grid-cols-3 gap-2">
      {verificationSteps.map((title, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li key={title} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
            <span
              aria-hidden="true"
              className={cn('block h-1.5 rounded-full', state === 'next' ? 'bg-slate-200' : 'bg-brand-600')}
            />
            <span
              className={cn(
                'mt-1.5 block text-xs leading-snug',
                state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600',
              )}
            >
              <span className="sr-only">
                {state === 'done' ? 'Completed: ' : state === 'next' ? 'Next: ' : ''}
              </span>
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
