import { BellOff, CheckCheck } from 'lucide-react';
import { ListStatus } from '@/components/data-table/list-status';
import { Paginator } from '@/components/data-table/paginator';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useListParams } from '@/components/data-table/use-list-params';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/query-keys';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useLiveNotifications } from '../api/use-live-notifications';
import type { NotificationFilter } from '../types';
import { NotificationItem } from './notification-item';

const filters = ['all', 'unread'] as const satisfies readonly NotificationFilter[];

/** /notification: the merchant's notifications, live, with unread markers; mark one or all as read. */
export function NotificationsScreen() {
  const { tab, page, setTab, setPage } = useListParams({ tabs: filters, defaultTab: 'all' });
  const notifications = useListLoad(useNotifications(tab, page), 'notifications', notificationKeys.lists());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  useLiveNotifications();

  const data = notifications.data;
  const unreadCount = data?.unreadCount ?? 0;
  const items = [
    { value: 'all', label: 'All' },
    { value: 'unread', label: unreadCount > 0 ? `Unread (${unreadCount})` : 'Unread' },
  ] as const;

  const list = (
    <ListStatus
      load={notifications}
      isEmpty={(loaded) => loaded.results.length === 0}
      empty={<EmptyState icon={BellOff} />}
    >
      {(loaded) => (
        <ul aria-label="Notifications" className="divide-y divide-slate-100">
          {loaded.results.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={(id) => markRead.mutate(id)}
              isMarking={markRead.isPending && markRead.variables === notification.id}
            />
          ))}
        </ul>
      )}
    </ListStatus>
  );

  return (
    <>
      <PageHeader
        leading={<BackButton />}
        title="Notifications"
        description="Updates about your orders, messages, requests, wallet and verification."
        actions={
          <Button
            variant="secondary"
            onClick={() => markAll.mutate()}
            isLoading={markAll.isPending}
            disabled={unreadCount === 0}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all as read
          </Button>
        }
      />
      <Tabs label="Notifications filter" value={tab} onValueChange={setTab} items={items}>
        <Card className="overflow-hidden">{list}</Card>
        <Paginator
          page={data?.page ?? 0}
          totalPages={data?.totalPages ?? 0}
          totalResults={data?.totalResults ?? 0}
          onPageChange={setPage}
        />
      </Tabs>
    </>
  );
}
