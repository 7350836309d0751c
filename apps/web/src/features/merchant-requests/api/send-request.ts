import { messagingMessages, type SendRequestBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { MerchantRequest } from '../types';
import { requestKeys } from './query-keys';

/** Sends a partnership request to another merchant, named by username or email. */
export const sendRequest = async (body: SendRequestBody) => {
  const { data, message } = await api.request<MerchantRequest>('/v1/merchant/request', {
    method: 'POST',
    body,
  });
  return { request: data, message };
};

export const useSendRequest = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRequest,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      toast.success(message || messagingMessages.requestSent);
      onSuccess?.();
    },
  });
};
