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
import { paths } from '@/config/paths';
import type { BusinessKind } from '@/lib/business-kind';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths (and everything under them) where this entry shows as the current one; `to` by default. */
  section?: readonly string[];
}

const { app } = paths;

/** The catalogue and the business around it, reached through the Product entry (docs/product/interface.md#layout-and-header keeps 7 entries). */
const businessLinkOf = {
  products: { label: 'Products', to: app.products.list.getHref(), icon: Package },
  services: { label: 'Services', to: app.services.list.getHref(), icon: BriefcaseBusiness },
  invoices: { label: 'Invoices', to: app.invoice.list.getHref(), icon: FileText },
  customers: { label: 'Customers', to: app.customers.getHref(), icon: Users },
  bookings: { label: 'Bookings', to: app.calendar.getHref(), icon: CalendarDays },
} satisfies Record<string, NavItem>;

/**
 * The business links, in the order that kind of business uses them: a seller starts from products and
 * invoices, a service provider from services and bookings. Both reach all five.
 */
export const businessLinks = (kind: BusinessKind): readonly NavItem[] => {
  const { products, services, invoices, customers, bookings } = businessLinkOf;
  return kind === 'service'
    ? [services, bookings, invoices, customers, products]
    : [products, invoices, customers, services, bookings];
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
export const navItems = (kind: BusinessKind = 'product'): readonly NavItem[] => [
  { label: 'Dashboard', to: app.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Wallet', to: app.wallet.root.getHref(), icon: WalletMinimal },
  {
    label: 'Product',
    to: kind === 'service' ? app.services.list.getHref() : app.products.list.getHref(),
    icon: Package,
    section: Object.values(businessLinkOf).map((link) => link.to),
  },
  { label: 'Reports', to: app.reports.getHref(), icon: PieChart },
  { label: 'Market Place', to: app.marketPlace.getHref(), icon: Store },
  { label: 'Message', to: app.message.getHref(), icon: MessageSquareText },
  { label: 'Account', to: app.account.getHref(), icon: UserRound },
];

export const MESSAGE_ENTRY = 'Message';

/** True when `pathname` is `path` or below it ('/invoice/add-invoice' is under '/invoice'). */
export const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);
