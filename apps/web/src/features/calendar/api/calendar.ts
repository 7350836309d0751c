import {
  bookingMessages,
  calendarMessages,
  type BookingEmailBody,
  type CalendarData,
  type CalendarEntry,
  type CalendarEntryCreate,
  type CalendarFeedUrl,
  type Paginated,
  type SellerBooking,
} from '@oja/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const CALENDAR_FALLBACK = 'Could not get the calendar. Try again later.';
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => ['calendar', 'range', from, to] as const,
  bookings: (day: string) => ['calendar', 'bookings', day] as const,
  feed: ['calendar', 'feed'] as const,
};

/** GET /v1/calendar?from&to: own entries plus bookings overlapping the range. */
export const calendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) =>
      api.get<CalendarData>('/v1/calendar', {
        query: { from, to },
        fallbackMessage: CALENDAR_FALLBACK,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useCalendar = (from: string, to: string) => useQuery(calendarQueryOptions(from, to));

/** GET /v1/bookings/seller?bookedDate=: one day's bookings. */
export const useSellerBookings = (bookedDate: string) =>
  useQuery({
    queryKey: calendarKeys.bookings(bookedDate),
    queryFn: ({ signal }) =>
      api.get<Paginated<SellerBooking>>('/v1/bookings/seller', {
        query: { bookedDate, limit: 20 },
        fallbackMessage: CALENDAR_FALLBACK,
        signal,
      }),
  });

/** GET /v1/calendar/feed-url: the private .ics link. */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => api.get<CalendarFeedUrl>('/v1/calendar/feed-url', { signal }),
  });

/** POST /v1/calendar/create ('Could not add Calendar. Try again later.' when it fails). */
export const useCreateEntry = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarEntryCreate) =>
      api.post<CalendarEntry>('/v1/calendar/create', body, { fallbackMessage: calendarMessages.addFailed }),
    meta: { toastError: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      toast.success(calendarMessages.added);
      onSuccess?.();
    },
  });
};

/** DELETE /v1/calendar/delete/{id}: own entries only. */
export const useDeleteEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/v1/calendar/delete/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      toast.success(calendarMessages.deleted);
    },
  });
};

/** POST /v1/bookings/email {bookingId}: emails the booking and its meeting link to the buyer. */
export const useEmailBooking = () =>
  useMutation({
    mutationFn: (body: BookingEmailBody & { email: string }) =>
      api.post<unknown>(
        '/v1/bookings/email',
        { bookingId: body.bookingId },
        { fallbackMessage: bookingMessages.mailFailed },
      ),
    onSuccess: (_, body) => toast.success(bookingMessages.emailed(body.email)),
  });
