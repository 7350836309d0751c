import { cn } from '@/lib/cn';
import type { StatusLook, StatusTone } from './order-rules';

const tones: Record<StatusTone, { chip: string; dot: string }> = {
  orange: { chip: 'bg-orange-50 text-orange-800 ring-orange-200', dot: 'bg-orange-500' },
  amber: { chip: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-400' },
  green: { chip: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-600' },
  blue: { chip: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  red: { chip: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  slate: { chip: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-400' },
};

/** An order's status as a coloured chip; the text is the status label exactly as docs/product/orders.md#product-order-status spells it. */
export function OrderStatusChip({ look, className }: { look: StatusLook; className?: string }) {
  const tone = tones[look.tone];
  return (
    <span
      data-tone={look.tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tone.chip,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', tone.dot)} />
      <span className="first-letter:uppercase">{look.label}</span>
    </span>
  );
}
