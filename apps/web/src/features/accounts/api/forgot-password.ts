import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';

export const forgotPassword = (body: { email: string }) =>
  api.request<null>('/v1/auth/forgot-password', { method: 'POST', body });

/** Asks for a reset link; the server's message is toasted upper-cased (docs/product/routes.md#api). */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: forgotPassword,
    onSuccess: ({ message }) => {
      if (message) toast.success(message.toUpperCase());
    },
  });
