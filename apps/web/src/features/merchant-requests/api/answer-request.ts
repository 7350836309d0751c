import { messagingMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { MerchantRequest } from '../types';
import { requestKeys } from './query-keys';

export type RequestAnswer = 'accept' | 'decline';

export const ANSWER_SUCCESS: Record<RequestAnswer, string> = {
  accept: messagingMessages.requestAccepted,
  decline: messagingMessages.requestDeclined,
};

/**
 * PATCH v1/merchant/request/{accept|decline}/{id} with no body. A reply whose status is 'Failed' is a
 * rejection (the API client rejects it, whatever the HTTP code).
 */
export const answerRequest = ({ id, answer }: { id: string; answer: RequestAnswer }) =>
  api.patch<MerchantRequest>(`/v1/merchant/request/${answer}/${encodeURIComponent(id)}`);

/** Accepts or declines a received request; either way the lists are refreshed (it may have changed). */
export const useAnswerRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: async (_request, { answer }) => {
      toast.success(ANSWER_SUCCESS[answer]);
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
};
