import { Link, useLocation } from 'react-router';
import type { BusinessKind } from '@/lib/business-kind';
import { cn } from '@/lib/cn';
import type { Permissions } from '@/lib/session/permissions';
import { businessLinks, isUnder } from './nav-items';

/**
 * The business links (products, services, invoices, customers, bookings) above the dashboard and each
 * of those lists, in the order the merchant's kind of business uses them: every one is a click away.
 */
export function BusinessNav({
  businessKind,
  allowed,
}: {
  businessKind: BusinessKind;
  allowed?: Permissions;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Business" className="mb-5">
      <ul className="flex flex-wrap gap-1.5 sm:gap-2">
        {businessLinks(businessKind, allowed).map(({ label, to, icon: Icon }) => {
          const current = isUnder(pathname, to);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors sm:h-9 sm:px-3.5',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50',
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
