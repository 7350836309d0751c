import { PageHeader } from '@/components/layout/page-header';
import { CalendarBoard } from '@/features/calendar/components/calendar-board';
import { FeedUrl } from '@/features/calendar/components/feed-url';

export function CalendarRoute() {
  return (
    <>
      <PageHeader
        title="Bookings and calendar"
        description="Your entries and service bookings, with their meeting links"
      />
      <div className="mb-6">
        <FeedUrl />
      </div>
      <CalendarBoard />
    </>
  );
}
