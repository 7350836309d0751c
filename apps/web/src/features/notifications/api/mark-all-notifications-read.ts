import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { notificationKeys } from './query-keys';

export const markAllNotificationsRead = async () => {
  const { data, message } = await api.request<{ updated: number; unreadCount: number }>(
    '/v1/notifications/read-all',
    { method: 'PATCH' },
  );
  return { ...data, message };
};

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      toast.success(message || 'All notifications marked as read');
    },
  });
};
