import { type BookingRules, bookingRulesMessages } from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const rulesKey = ['booking-rules'] as const;
export const BOOKING_RULES_FALLBACK = 'Could not get your booking rules. Try again later.';

/** GET /v1/booking-rules: whether buyers may reschedule or cancel online, and how late. */
export const useBookingRules = () =>
  useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) =>
      api.get<BookingRules>('/v1/booking-rules', { fallbackMessage: BOOKING_RULES_FALLBACK, signal }),
    // The card shows the failure itself.
    meta: { toastError: false },
  });

/** PUT /v1/booking-rules: replaces the rules; they apply to every booking from then on. */
export const useSaveBookingRules = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: BookingRules) => api.put<BookingRules>('/v1/booking-rules', rules),
    onSuccess: (saved) => {
      client.setQueryData(rulesKey, saved);
      toast.success(bookingRulesMessages.updated);
    },
  });
};
