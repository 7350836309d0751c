import { messages } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const CHANGE_PASSWORD_SUCCESS = 'Password changed successfully';
export const CHANGE_PASSWORD_FALLBACK = 'Could not change your password. Try again later.';
export const INCORRECT_PASSWORD = 'Incorrect password';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** A wrong current password comes back as 'Incorrect email or password'; here it reads 'Incorrect password'. */
export const changePassword = async (body: ChangePasswordInput) => {
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

/** On success: 'Password changed successfully', then the caller ends the session. */
export const useChangePassword = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(CHANGE_PASSWORD_SUCCESS);
      onSuccess?.();
    },
  });
