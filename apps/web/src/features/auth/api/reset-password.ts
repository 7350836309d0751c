import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';

export const RESET_PASSWORD_SUCCESS = 'Password reset successfully';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export const resetPassword = ({ token, ...body }: ResetPasswordInput) =>
  api.post<null>('/v1/auth/reset-password', body, { query: { token } });

/** Sets the new password, toasts 'Password reset successfully', then runs the caller's onSuccess. */
export const useResetPassword = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(RESET_PASSWORD_SUCCESS);
      onSuccess?.();
    },
  });
