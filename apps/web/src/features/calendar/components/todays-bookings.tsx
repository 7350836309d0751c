import { CalendarCheck, Video } from 'lucide-react';
import { ListStatus } from '@/components/data-table/list-status';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { businessDay } from '@oja/contracts';
import { useSellerBookings } from '../api/calendar';

/** Today's bookings (Lagos hours) with their meeting links. */
export function TodaysBookings() {
  const bookings = useListLoad(useSellerBookings(businessDay()), "today's bookings");
  return (
    <Card>
      <CardHeader title="Today's bookings" description="Service bookings for today" />
      <ListStatus
        load={bookings}
        isEmpty={(loaded) => loaded.results.length === 0}
        empty={<EmptyState icon={CalendarCheck} title="No bookings today" />}
      >
        {(loaded) => (
          <CardContent className="py-2">
            <ul className="divide-y divide-slate-100" aria-label="Today's bookings">
              {loaded.results.map((booking) => (
                <li key={booking.id} className="py-2 text-sm">
                  <p className="font-medium text-slate-900">{booking.name}</p>
                  <p className="text-slate-600">
                    {booking.startHour}–{booking.endHour} · {booking.buyerName}
                  </p>
                  {booking.meetingLink ? (
                    <a
                      href={booking.meetingLink}
                      target="_blank"
                      rel="noreferrer"
                      className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      <Video aria-hidden="true" className="size-4" />
                      Join meeting
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </CardContent>
        )}
      </ListStatus>
    </Card>
  );
}
