import { type InviteStaffRequest, type StaffInvitation, staffMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { staffQueryKey } from './get-staff';

export const INVITE_FALLBACK = 'Could not send the invitation. Try again later.';

/** POST /v1/staff/invitations, with the action's Idempotency-Key (a retry never sends two emails). */
export const useInviteStaff = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: InviteStaffRequest; key: string }) =>
      api.post<StaffInvitation>('/v1/staff/invitations', body, {
        fallbackMessage: INVITE_FALLBACK,
        headers: idempotencyHeader(key),
      }),
    meta: { toastError: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
      toast.success(staffMessages.invited);
      onSuccess?.();
    },
  });
};
