import { displayOrderId, type OrderBooking } from '@oja/contracts';
import { CalendarDays, Clock, MapPin, Video } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatLongDate } from '@/lib/dates';

/** A booking's YYYY-MM-DD as a local calendar date (not midnight UTC, which is the day before in the west). */
export const bookedDay = (date: string) => formatLongDate(new Date(`${date}T00:00:00`));

/** '09:00–10:30' */
export const bookedHours = (booking: Pick<OrderBooking, 'startHour' | 'endHour'>) =>
  `${booking.startHour}–${booking.endHour}`;

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-8 pl-11">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0.5 left-0 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** docs/product/orders.md#service-orders: the Booking block (name, bookedDate, hours, description, orderId). */
export function BookingBlock({ booking }: { booking: OrderBooking }) {
  const icon = 'size-4';
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader title={<span id={headingId}>Booking</span>} as="h3" />
      <CardContent>
        <p className="mb-4 text-base font-semibold text-slate-900">{booking.name}</p>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Line icon={<CalendarDays aria-hidden="true" className={icon} />} label="Date">
            {bookedDay(booking.bookedDate)}
          </Line>
          <Line icon={<Clock aria-hidden="true" className={icon} />} label="Time">
            <span className="tabular-nums">{bookedHours(booking)}</span>
          </Line>
          {booking.location ? (
            <Line
              icon={
                booking.location === 'online' ? (
                  <Video aria-hidden="true" className={icon} />
                ) : (
                  <MapPin aria-hidden="true" className={icon} />
                )
              }
              label="Location"
            >
              <span className="first-letter:uppercase">{booking.location}</span>
              {booking.meetingLink ? (
                <>
                  {' · '}
                  <a
                    href={booking.meetingLink}
                    className="text-brand-700 underline-offset-4 hover:underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    Meeting link
                  </a>
                </>
              ) : null}
            </Line>
          ) : null}
          <Line icon={<span className="text-xs font-bold">#</span>} label="Order ID">
            <span className="tabular-nums">{displayOrderId(booking.orderId)}</span>
          </Line>
        </dl>
        <div className="mt-4 rounded-lg bg-slate-50 px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Description</p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800">
            {booking.description || 'The buyer left no description.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
