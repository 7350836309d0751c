import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { HelpdeskTicketDetail } from '../types';
import { helpdeskKeys } from './query-keys';

export interface OpenTicketInput {
  subject: string;
  message: string;
}

export const openTicket = async (input: OpenTicketInput) => {
  const { data, message } = await api.request<HelpdeskTicketDetail>('/v1/helpdesk/tickets', {
    method: 'POST',
    body: input,
  });
  return { ticket: data, message };
};

/** Opens a helpdesk ticket with its first message; support's replies also arrive by email. */
export const useOpenTicket = ({ onSuccess }: { onSuccess?: (ticket: HelpdeskTicketDetail) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: async ({ ticket, message }) => {
      queryClient.setQueryData(helpdeskKeys.ticket(ticket.id), ticket);
      await queryClient.invalidateQueries({ queryKey: helpdeskKeys.all });
      toast.success(message || 'Ticket opened');
      onSuccess?.(ticket);
    },
  });
};
