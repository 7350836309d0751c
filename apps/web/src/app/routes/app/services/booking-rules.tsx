import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { BookingRulesCard } from '@/features/services/components/booking-rules-card';

/** /services/booking-rules: what buyers may change of their bookings from the booking link. */
export function BookingRulesRoute() {
  return (
    <>
      <PageHeader
        title="Booking rules"
        description="What buyers can change of a booking themselves, from the link you send them."
        leading={<BackButton fallback={paths.app.services.list.getHref()} />}
      />
      <BookingRulesCard />
    </>
  );
}
