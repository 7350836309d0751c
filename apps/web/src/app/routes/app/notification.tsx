import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';

/** /notification (from the bell in the top bar): notifications with a Back button. */
export function NotificationRoute() {
  return <NotificationsScreen />;
}
