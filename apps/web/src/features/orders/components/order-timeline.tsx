import { orderPaymentStatusLabel, type OrderTimelineEvent } from '@oja/contracts';
import { MapPin } from 'lucide-react';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';

interface OrderTimelineProps {
  events: readonly OrderTimelineEvent[];
  /** How a status reads (product or service labels); the payment event reads 'Paid' in both. */
  labelOf: (status: string) => string;
}

/** The order's history, oldest first: when it was placed and paid, every change of its status and every event of its shipment. */
export function OrderTimeline({ events, labelOf }: OrderTimelineProps) {
  return (
    <ol aria-label="Timeline" className="flex flex-col">
      {events.map((event, index) => {
        const last = index === events.length - 1;
        return (
          <li key={`${event.status}-${event.at}`} className="relative flex gap-3 pb-5 last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[7px] w-px bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-[15px] shrink-0 rounded-full border-[3px]',
                last ? 'border-brand-200 bg-brand-600' : 'border-white bg-slate-300 ring-1 ring-slate-200',
              )}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm font-medium text-slate-900 first-letter:uppercase">
                  {event.status === 'paid' ? orderPaymentStatusLabel('paid') : labelOf(event.status)}
                </p>
                <time dateTime={event.at} className="text-xs text-slate-600 tabular-nums">
                  {formatDateTime(event.at)}
                </time>
              </div>
              <p className="text-sm text-slate-700">{event.description}</p>
              {event.location ? (
                <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-slate-600">
                  <MapPin aria-hidden="true" className="size-3" />
                  {event.location}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
