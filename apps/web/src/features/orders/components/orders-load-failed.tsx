import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** docs/product/messages.md#failed-list-loads: orders that failed to load show 'Sorry something went wrong', the error text and 'Try refreshing the page'. */
export function OrdersLoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-white px-4 py-12 text-center"
    >
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="text-sm font-semibold text-slate-900">Sorry something went wrong</p>
      <p className="max-w-md text-sm text-red-800">{message}</p>
      <p className="text-sm text-slate-600">Try refreshing the page</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
