import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BusinessNav } from './business-nav';
import { headerTitle } from './header-title';
import { businessNavPages } from './nav-items';
import { SideMenu, type SideMenuProps } from './side-menu';
import { TopBar } from './top-bar';

interface DashboardLayoutProps extends SideMenuProps {
  name: string;
  /** The business the signed-in person works in, under their name in the header. */
  business?: string | null;
  image?: string | null;
  unreadNotifications?: number;
  showNotifications?: boolean;
  /** Controls for the top bar (the search button). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/**
 * Sidebar (desktop, 260 px), top bar and the content column (max 1131 px). The dashboard and the
 * business lists (products, services, invoices, customers, bookings) open with the business links.
 */
export function DashboardLayout({
  name,
  business,
  image,
  showNotifications,
  allowed,
  businessKind = 'product',
  unreadMessages,
  unreadNotifications,
  headerActions,
  children,
  ...verification
}: DashboardLayoutProps) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const nav = { businessKind, unreadMessages, allowed };
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh">
        {/* The column spans the page (a full-height white rail); the menu inside sticks to the viewport. */}
        <div className="hidden w-[260px] shrink-0 border-r border-slate-200 bg-white md:block">
          <div className="sticky top-0 flex h-dvh">
            <SideMenu {...verification} {...nav} />
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            title={headerTitle(pathname)}
            name={name}
            business={business}
            image={image}
            showNotifications={showNotifications}
            unreadNotifications={unreadNotifications}
            actions={headerActions}
            {...nav}
          />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-[1131px] flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
          >
            {businessNavPages.includes(path) ? (
              <BusinessNav businessKind={businessKind} allowed={allowed} />
            ) : null}
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
