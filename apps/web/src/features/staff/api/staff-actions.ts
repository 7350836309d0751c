import { type StaffRole, staffMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { staffQueryKey } from './get-staff';

const FALLBACK = 'Could not save the change. Try again later.';

/** One owner action on a member or an invitation; the list is refreshed before the toast. */
const useStaffAction = <T>(run: (input: T) => Promise<unknown>, message: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
      toast.success(message);
    },
  });
};

export const useResendInvitation = () =>
  useStaffAction(
    (id: string) =>
      api.post(`/v1/staff/invitations/${encodeURIComponent(id)}/resend`, undefined, {
        fallbackMessage: FALLBACK,
      }),
    staffMessages.resent,
  );

export const useRevokeInvitation = () =>
  useStaffAction(
    (id: string) =>
      api.delete(`/v1/staff/invitations/${encodeURIComponent(id)}`, undefined, { fallbackMessage: FALLBACK }),
    staffMessages.revoked,
  );

export const useChangeRole = () =>
  useStaffAction(
    ({ id, role }: { id: string; role: StaffRole }) =>
      api.patch(`/v1/staff/${encodeURIComponent(id)}`, { role }, { fallbackMessage: FALLBACK }),
    staffMessages.roleChanged,
  );

export const useRemoveMember = () =>
  useStaffAction(
    (id: string) =>
      api.delete(`/v1/staff/${encodeURIComponent(id)}`, undefined, { fallbackMessage: FALLBACK }),
    staffMessages.removed,
  );
