import type { CalendarEntry } from '@oja/contracts';
import { format } from 'date-fns';
import { Mail, Share2, Trash2, Video } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useDeleteEntry, useEmailBooking } from '../api/calendar';
import { BookingShareDialog } from './booking-share-dialog';

/** One entry of the calendar: an own entry (deletable) or a booking, with its meeting link and buyer actions. */
export function EntryItem({ entry }: { entry: CalendarEntry }) {
  const remove = useDeleteEntry();
  const email = useEmailBooking();
  const [sharing, setSharing] = useState(false);
  const booking = entry.type === 'booking';
  return (
    <li
      className={cn(
        'rounded-md px-1.5 py-1 text-xs',
        booking ? 'bg-brand-50 text-brand-900' : 'bg-slate-100 text-slate-800',
      )}
      data-testid="calendar-item"
    >
      <p className="font-medium break-words">
        {entry.allDay ? '' : `${format(new Date(entry.start), 'HH:mm')} `}
        {entry.title}
      </p>
      <div className="mt-0.5 flex flex-wrap items-center gap-1">
        {entry.meetingLink ? (
          <a
            href={entry.meetingLink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-0.5 font-medium text-brand-800 underline"
          >
            <Video aria-hidden="true" className="size-3" />
            Meeting link<span className="sr-only"> for {entry.title}</span>
          </a>
        ) : null}
        {booking && entry.bookingId && entry.buyerEmail ? (
          <button
            type="button"
            className="inline-flex items-center gap-0.5 font-medium underline"
            disabled={email.isPending}
            onClick={() => email.mutate({ bookingId: entry.bookingId!, email: entry.buyerEmail! })}
          >
            <Mail aria-hidden="true" className="size-3" />
            Email the buyer<span className="sr-only"> about {entry.title}</span>
          </button>
        ) : null}
        {booking && entry.orderId ? (
          <button
            type="button"
            className="inline-flex items-center gap-0.5 font-medium underline"
            onClick={() => setSharing(true)}
          >
            <Share2 aria-hidden="true" className="size-3" />
            Share link<span className="sr-only"> to {entry.title}</span>
          </button>
        ) : null}
        {!entry.readOnly ? (
          <button
            type="button"
            aria-label={`Delete ${entry.title}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.id)}
            className="ml-auto rounded p-0.5 text-slate-600 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      {sharing && entry.orderId ? (
        <BookingShareDialog
          orderId={entry.orderId}
          title={entry.title}
          buyerEmail={entry.buyerEmail ?? undefined}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </li>
  );
}
