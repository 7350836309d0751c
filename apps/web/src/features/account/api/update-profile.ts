import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import type { UserProfile } from '@/types/api';

export const UPDATE_USER_SUCCESS = 'User updated successfully';
export const UPDATE_USER_FALLBACK = 'Could not update user. Try again later.';

export type ProfileChanges = Partial<
  Pick<
    UserProfile,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'username'
    | 'businessName'
    | 'aboutBusiness'
    | 'country'
    | 'state'
    | 'address'
    | 'zipCode'
  >
>;

export const updateProfile = (changes: ProfileChanges) =>
  api.patch<UserProfile>('/v1/users', changes, { fallbackMessage: UPDATE_USER_FALLBACK });

/** Saves profile changes; the cached profile is refreshed before the caller's onSuccess runs. */
export const useUpdateProfile = ({
  profileQueryKey,
  onSuccess,
}: {
  profileQueryKey: readonly unknown[];
  onSuccess?: () => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      toast.success(UPDATE_USER_SUCCESS);
      onSuccess?.();
    },
  });
};
