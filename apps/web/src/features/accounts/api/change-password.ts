import { accountMessages, type ChangePasswordRequest, messages } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

export const CHANGE_PASSWORD_SUCCESS = accountMessages.passwordChanged;
export const CHANGE_PASSWORD_FALLBACK = 'Could not change your password. Try again later.';
/** docs/product/onboarding.md#profile-and-password: the server's 'Incorrect email or password' reads 'Incorrect password' here. */
export const INCORRECT_PASSWORD = 'Incorrect password';

/**
 * PUT /v1/users/changepassword. On success the server revokes every token of the account, the
 * current one included, and clears the cookie: the session is over.
 */
export const changePassword = async (body: ChangePasswordRequest) => {
  try {
    return await api.put<null>('/v1/users/changepassword', body, {
      fallbackMessage: CHANGE_PASSWORD_FALLBACK,
    });
  } catch (error) {
    if (error instanceof ApiError && error.message === messages.incorrectCredentials)
      throw error.withMessage(INCORRECT_PASSWORD);
    throw error;
  }
};

/**
 * On success: 'Password changed successfully', then the caller ends the session locally (the server
 * already has). The form shows failures itself.
 */
export const useChangePassword = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({
    mutationFn: changePassword,
    meta: { toastError: false },
    onSuccess: () => {
      toast.success(CHANGE_PASSWORD_SUCCESS);
      onSuccess?.();
    },
  });
