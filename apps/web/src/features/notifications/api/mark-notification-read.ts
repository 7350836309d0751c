import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Notification } from '../types';
import { notificationKeys } from './query-keys';

export const markNotificationRead = (id: string) =>
  api.patch<Notification>(`/v1/notifications/${encodeURIComponent(id)}/read`);

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
