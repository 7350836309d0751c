import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ListFailure } from './use-list-load';

export const loadFailedTitle = (what: string) => `Couldn't load ${what}`;

function RetryButton({ failure }: { failure: ListFailure }) {
  return (
    <Button variant="secondary" size="sm" onClick={failure.retry} disabled={failure.retrying}>
      <RotateCw aria-hidden="true" className={cn('size-4', failure.retrying && 'animate-spin')} />
      {failure.retrying ? 'Retrying…' : 'Retry'}
    </Button>
  );
}

/** A list with nothing to show because its load failed: says so, with the reason and Retry. */
export function ListLoadFailed({ failure }: { failure: ListFailure }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="text-sm font-semibold text-slate-900">{loadFailedTitle(failure.what)}</p>
      {failure.message ? <p className="max-w-md text-sm text-red-800">{failure.message}</p> : null}
      <p className="text-sm text-slate-600">Nothing has been deleted: try again.</p>
      <div className="mt-2">
        <RetryButton failure={failure} />
      </div>
    </div>
  );
}

/** Above rows that stay on screen after a failed load: what failed, and Retry. */
export function ListLoadFailedBanner({ failure, className }: { failure: ListFailure; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700" />
      <p className="min-w-0 flex-1 text-red-900">
        <span className="font-semibold">{loadFailedTitle(failure.what)}.</span> Showing what was loaded
        before.
        {failure.message ? <span className="block text-red-800">{failure.message}</span> : null}
      </p>
      <RetryButton failure={failure} />
    </div>
  );
}
