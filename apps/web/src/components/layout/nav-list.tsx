import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { MESSAGE_ENTRY, navItems } from './nav-items';
import { UnreadBadge } from './unread-badge';

interface NavListProps {
  /** Unread messages; the badge stays hidden until a count is known. */
  unreadMessages?: number;
  onNavigate?: () => void;
  className?: string;
}

/** The 7 navigation entries, shared by the sidebar and the mobile menu. */
export function NavList({ unreadMessages, onNavigate, className }: NavListProps) {
  return (
    <ul className={cn('flex flex-col gap-1', className)}>
      {navItems.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                isActive
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{label}</span>
            {label === MESSAGE_ENTRY ? <UnreadBadge count={unreadMessages} /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
