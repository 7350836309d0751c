import {
  LayoutDashboard,
  MessageSquareText,
  Package,
  PieChart,
  Store,
  UserRound,
  WalletMinimal,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The entries of the desktop sidebar and the mobile menu, in order (SPEC §2 "Navigation"). */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Wallet', to: paths.app.wallet.root.getHref(), icon: WalletMinimal },
  { label: 'Product', to: paths.app.products.list.getHref(), icon: Package },
  { label: 'Reports', to: paths.app.reports.getHref(), icon: PieChart },
  { label: 'Market Place', to: paths.app.marketPlace.getHref(), icon: Store },
  { label: 'Message', to: paths.app.message.getHref(), icon: MessageSquareText },
  { label: 'Account', to: paths.app.account.getHref(), icon: UserRound },
];

export const MESSAGE_ENTRY = 'Message';
