import { accountMessages, ifMatch, type UpdateProfileRequest } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-profile';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/types/api';

export const UPDATE_USER_SUCCESS = accountMessages.userUpdated;
export const UPDATE_USER_FALLBACK = 'Could not update user. Try again later.';

/**
 * PATCH /v1/users with the changed fields only; the server answers with the whole profile. With the
 * profile's version the form was opened on, a profile saved elsewhere meanwhile is refused with 409.
 */
export const updateProfile = ({ changes, version }: { changes: UpdateProfileRequest; version?: number }) =>
  api.patch<UserProfile>('/v1/users', changes, {
    fallbackMessage: UPDATE_USER_FALLBACK,
    headers: ifMatch(version),
  });

/** Saves profile changes; the cached profile becomes the server's answer before the caller's onSuccess runs. */
export const useUpdateProfile = () => {
  const session = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      session.set(saved);
      toast.success(UPDATE_USER_SUCCESS);
    },
  });
};
