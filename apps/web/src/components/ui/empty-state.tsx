import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const EMPTY_TITLE = 'Nothing to see yet';
export const EMPTY_DESCRIPTION = 'Records will be listed here';

interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
}

/** What a list or section shows when it has nothing: 'Nothing to see yet' / 'Records will be listed here'. */
export function EmptyState({
  title = EMPTY_TITLE,
  description = EMPTY_DESCRIPTION,
  icon: Icon = Inbox,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 px-4 py-12 text-center', className)}>
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <p className="max-w-sm text-sm text-slate-600">{description}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
