import {
  Bell,
  CalendarClock,
  CalendarX,
  Handshake,
  Headset,
  PackageMinus,
  MessageSquareText,
  ShieldCheck,
  ShoppingBag,
  Truck,
  Undo2,
  WalletMinimal,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelative } from '@/lib/dates';
import type { Notification, NotificationType } from '../types';

const icons: Record<NotificationType, LucideIcon> = {
  'order.placed': ShoppingBag,
  'shipment.advanced': Truck,
  'verification.decided': ShieldCheck,
  'payout.settled': WalletMinimal,
  'message.new': MessageSquareText,
  'request.received': Handshake,
  'request.answered': Handshake,
  'helpdesk.reply': Headset,
  'order.return_requested': Undo2,
  'booking.rescheduled': CalendarClock,
  'booking.cancelled': CalendarX,
  'stock.low': PackageMinus,
};

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: string) => void;
  isMarking: boolean;
}

/** One notification: what happened, when, an unread marker, and a link to where it happened. */
export function NotificationItem({ notification, onMarkRead, isMarking }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const Icon = icons[notification.type] ?? Bell;
  return (
    <li className={cn('flex gap-3 px-4 py-4 sm:gap-4 sm:px-5', unread && 'bg-brand-50/50')}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-500',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="flex items-start gap-2">
            {unread ? (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
            ) : null}
            <span
              className={cn('text-sm break-words text-slate-900', unread ? 'font-semibold' : 'font-medium')}
            >
              {unread ? <span className="sr-only">Unread: </span> : null}
              {notification.title}
            </span>
          </p>
          {notification.body ? (
            <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600">{notification.body}</p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
              {formatRelative(notification.createdAt)}
            </time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {notification.link ? (
            <Link
              to={notification.link}
              onClick={() => (unread ? onMarkRead(notification.id) : undefined)}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              View<span className="sr-only">: {notification.title}</span>
            </Link>
          ) : null}
          {unread ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={isMarking}
              onClick={() => onMarkRead(notification.id)}
            >
              Mark as read<span className="sr-only">: {notification.title}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
