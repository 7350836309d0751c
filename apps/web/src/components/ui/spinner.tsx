import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export const LOADING_TEXT = 'Please wait...';

/** A spinning icon; decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** The loading state of a section or a list: spinner and 'Please wait...'. */
export function LoadingState({ className, text = LOADING_TEXT }: { className?: string; text?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 py-12 text-sm text-slate-600', className)}
    >
      <Spinner className="size-5 text-brand-700" />
      <span>{text}</span>
    </div>
  );
}
