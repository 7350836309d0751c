import { cn } from '@/lib/cn';

interface UnreadBadgeProps {
  count?: number;
  /** What is unread, read out after the number. */
  label?: string;
  className?: string;
}

/** An unread count (beside Message, on the bell). Renders nothing until a real count above 0 is given. */
export function UnreadBadge({ count, label = 'unread messages', className }: UnreadBadgeProps) {
  if (!count || count <= 0) return null;
  return (
    <span
      className={cn(
        'ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
