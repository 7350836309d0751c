import { accountMessages, type resetPasswordRequest } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const RESET_PASSWORD_SUCCESS = accountMessages.passwordReset;

export type ResetPasswordInput = z.output<typeof resetPasswordRequest> & { token: string };

/** POST /v1/auth/reset-password?token=: the token comes from the emailed link. */
export const resetPassword = ({ token, ...body }: ResetPasswordInput) =>
  api.post<null>('/v1/auth/reset-password', body, { query: { token } });

/**
 * Sets the new password, toasts 'Password reset successfully', then runs the caller's onSuccess.
 * The form shows a failure itself (e.g. an expired link, with a way to ask for a new one).
 */
export const useResetPassword = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({
    mutationFn: resetPassword,
    meta: { toastError: false },
    onSuccess: () => {
      toast.success(RESET_PASSWORD_SUCCESS);
      onSuccess?.();
    },
  });
