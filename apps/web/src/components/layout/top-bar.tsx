import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LiveStatus } from './live-status';
import { MobileMenu } from './mobile-menu';
import type { NavProps } from './nav-list';
import { UnreadBadge } from './unread-badge';

interface TopBarProps extends NavProps {
  title: string;
  name: string;
  business?: string | null;
  image?: string | null;
  /** The bell, for those whose role reads the notifications (shown unless told). */
  showNotifications?: boolean;
  /** Unread notifications; the bell shows no number until a count is known. */
  unreadNotifications?: number;
  /** Controls the app adds before the live indicator (the search button). */
  actions?: ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Header title, the live-updates indicator, the bell (→ /notification) with its unread count and the
 * user's avatar and name (→ /account).
 */
export function TopBar({
  title,
  name,
  business,
  image,
  unreadNotifications,
  showNotifications = true,
  actions,
  ...nav
}: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <MobileMenu {...nav} />
      <p
        className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 capitalize"
        data-testid="header-title"
      >
        {title}
      </p>
      {actions}
      <LiveStatus />
      {showNotifications ? (
        <Link
          to={paths.app.notification.getHref()}
          aria-label={unreadNotifications ? `Notifications, ${unreadNotifications} unread` : 'Notifications'}
          className={`relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
        >
          <Bell aria-hidden="true" className="size-5" />
          <UnreadBadge
            count={unreadNotifications}
            label="unread notifications"
            className="absolute -top-0.5 -right-1 ml-0 h-5 ring-2 ring-white"
          />
        </Link>
      ) : null}
      {business ? (
        <span
          className="hidden max-w-40 truncate text-xs text-slate-600 lg:block"
          data-testid="signed-in-business"
        >
          {business}
        </span>
      ) : null}
      <Link
        to={paths.app.account.getHref()}
        className={`flex items-center gap-2 rounded-full py-1 pr-1 sm:pr-3 hover:bg-slate-100 ${focusRing}`}
      >
        {image ? (
          <img src={image} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {initials(name) || '?'}
          </span>
        )}
        <span
          className="sr-only text-sm font-medium text-slate-800 sm:not-sr-only"
          data-testid="signed-in-name"
        >
          {name}
        </span>
      </Link>
    </header>
  );
}
