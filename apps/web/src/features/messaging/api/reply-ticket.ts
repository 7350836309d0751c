import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HelpdeskMessage } from '../types';
import { helpdeskKeys } from './query-keys';

export const replyToTicket = ({ ticketId, message }: { ticketId: string; message: string }) =>
  api.post<HelpdeskMessage>(`/v1/helpdesk/tickets/${encodeURIComponent(ticketId)}/reply`, { message });

/** Adds the merchant's reply to a ticket (it waits for support again). */
export const useReplyToTicket = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpdeskKeys.all });
      onSuccess?.();
    },
  });
};
