import {
  BriefcaseBusiness,
  CalendarDays,
  FileText,
  LayoutDashboard,
  MessageSquareText,
  Package,
  PieChart,
  Store,
  UserRound,
  Users,
  WalletMinimal,
  type LucideIcon,
} from 'lucide-react';
import { EVERY_MEMBER, type RoutePermission } from '@oja/contracts';
import { paths } from '@/config/paths';
import type { BusinessKind } from '@/lib/business-kind';
import type { Permissions } from '@/lib/session/permissions';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths (and everything under them) where this entry shows as the current one; `to` by default. */
  section?: readonly string[];
  /** What the signed-in person needs to see the entry; `undefined` shows it to the owner only. */
  permission?: RoutePermission;
}

const { app } = paths;

/** The catalogue and the business around it, reached through the Product entry (docs/product/interface.md#layout-and-header keeps 7 entries). */
const businessLinkOf = {
  products: {
    label: 'Products',
    to: app.products.list.getHref(),
    icon: Package,
    permission: 'products.read',
  },
  services: {
    label: 'Services',
    to: app.services.list.getHref(),
    icon: BriefcaseBusiness,
    permission: 'products.read',
  },
  invoices: {
    label: 'Invoices',
    to: app.invoice.list.getHref(),
    icon: FileText,
    permission: 'invoices.read',
  },
  customers: { label: 'Customers', to: app.customers.getHref(), icon: Users, permission: 'customers.read' },
  bookings: {
    label: 'Bookings',
    to: app.calendar.getHref(),
    icon: CalendarDays,
    permission: 'bookings.read',
  },
} satisfies Record<string, NavItem>;

const everyone: Permissions = { isOwner: true, can: () => true };

/**
 * The business links, in the order that kind of business uses them: a seller starts from products and
 * invoices, a service provider from services and bookings. Both reach all five.
 */
export const businessLinks = (kind: BusinessKind, allowed: Permissions = everyone): readonly NavItem[] => {
  const { products, services, invoices, customers, bookings } = businessLinkOf;
  const links =
    kind === 'service'
      ? [services, bookings, invoices, customers, products]
      : [products, invoices, customers, services, bookings];
  return links.filter((link) => allowed.can(link.permission));
};

/** The pages that show the business links above their content. */
export const businessNavPages: readonly string[] = [
  app.dashboard.path,
  ...Object.values(businessLinkOf).map((link) => link.to),
];

/**
 * The entries of the desktop sidebar and the mobile menu, in order (docs/product/interface.md#navigation). Product
 * opens the merchant's own catalogue — services for a service provider — and stays current on every
 * business page.
 */
export const navItems = (
  kind: BusinessKind = 'product',
  allowed: Permissions = everyone,
): readonly NavItem[] => {
  // Product opens the first business list the signed-in person may read; with none, it is not shown.
  const product: NavItem[] = businessLinks(kind, allowed)
    .slice(0, 1)
    .map(({ to, permission }) => ({
      label: 'Product',
      to,
      icon: Package,
      section: Object.values(businessLinkOf).map((link) => link.to),
      permission,
    }));
  const items: NavItem[] = [
    { label: 'Dashboard', to: app.dashboard.getHref(), icon: LayoutDashboard, permission: EVERY_MEMBER },
    { label: 'Wallet', to: app.wallet.root.getHref(), icon: WalletMinimal, permission: 'wallet.read' },
    ...product,
    { label: 'Reports', to: app.reports.getHref(), icon: PieChart, permission: 'reports.read' },
    { label: 'Market Place', to: app.marketPlace.getHref(), icon: Store },
    { label: 'Message', to: app.message.getHref(), icon: MessageSquareText, permission: 'messages' },
    { label: 'Account', to: app.account.getHref(), icon: UserRound, permission: EVERY_MEMBER },
  ];
  return items.filter((item) => allowed.can(item.permission));
};

export const MESSAGE_ENTRY = 'Message';

/** True when `pathname` is `path` or below it ('/invoice/add-invoice' is under '/invoice'). */
export const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);
