import { Link, useLocation } from 'react-router';
import type { BusinessKind } from '@/lib/business-kind';
import { cn } from '@/lib/cn';
import type { Permissions } from '@/lib/session/permissions';
import { isUnder, MESSAGE_ENTRY, navItems } from './nav-items';
import { UnreadBadge } from './unread-badge';

export interface NavProps {
  /** Decides where Product leads (products or services). */
  businessKind?: BusinessKind;
  /** Unread messages; the badge stays hidden until a count is known. */
  unreadMessages?: number;
  /** What the signed-in person may open: the entries they may not are not shown (all, unless told). */
  allowed?: Permissions;
}

interface NavListProps extends NavProps {
  onNavigate?: () => void;
  className?: string;
}

/** The 7 navigation entries, shared by the sidebar and the mobile menu. */
export function NavList({ businessKind, unreadMessages, allowed, onNavigate, className }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex flex-col gap-1', className)}>
      {navItems(businessKind, allowed).map(({ label, to, icon: Icon, section = [to] }) => {
        const current = section.some((path) => isUnder(pathname, path));
        return (
          <li key={label}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                current
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex-1">{label}</span>
              {label === MESSAGE_ENTRY ? <UnreadBadge count={unreadMessages} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
