import { EVERY_MEMBER, type RoutePermission, type SearchHit, type SearchKind } from '@oja/contracts';
import { paths } from '@/config/paths';
import { NOTIFICATIONS } from '@/lib/session/permissions';

/** One row of the palette: a screen to go to, an action to run or something found. */
export interface PaletteItem {
  id: string;
  group: string;
  label: string;
  hint?: string;
  /** Where it goes; an action without a path runs `run`. */
  path?: string;
  run?: () => void;
  /** Set on what was found, so it can be remembered among the recent items. */
  hit?: SearchHit;
  /** What the signed-in person needs for it to be offered (as the navigation); none: every member. */
  permission?: RoutePermission;
}

export const screens: PaletteItem[] = (
  [
    ['Dashboard', paths.app.dashboard.getHref(), EVERY_MEMBER],
    ['Products', paths.app.products.list.getHref(), 'products.read'],
    ['Orders', paths.app.products.orders.getHref(), 'orders.read'],
    ['Services', paths.app.services.list.getHref(), 'products.read'],
    ['Invoices', paths.app.invoice.list.getHref(), 'invoices.read'],
    ['Customers', paths.app.customers.getHref(), 'customers.read'],
    ['Wallet', paths.app.wallet.root.getHref(), 'wallet.read'],
    ['Reports', paths.app.reports.getHref(), 'reports.read'],
    ['Calendar', paths.app.calendar.getHref(), 'bookings.read'],
    ['Messages', paths.app.message.getHref(), 'messages'],
    ['Notifications', paths.app.notification.getHref(), NOTIFICATIONS],
    ['Account', paths.app.account.getHref(), EVERY_MEMBER],
  ] as const
).map(([label, path, permission]) => ({ id: `screen:${path}`, group: 'Go to', label, path, permission }));

export const pathActions: PaletteItem[] = (
  [
    ['New product', paths.app.products.add.getHref(), 'products.write'],
    ['New invoice', paths.app.invoice.add.getHref(), 'invoices.write'],
    ['New offline sale', paths.app.sales.offline.getHref(), 'orders.write'],
    ['Top up wallet', paths.app.wallet.topup.getHref(), 'wallet.withdraw'],
    ['New booking', paths.app.calendar.newEntry.getHref(), 'bookings.write'],
  ] as const
).map(([label, path, permission]) => ({ id: `action:${label}`, group: 'Actions', label, path, permission }));

export const kindGroups: Record<SearchKind, string> = {
  product: 'Products',
  order: 'Orders',
  invoice: 'Invoices',
  customer: 'Customers',
  conversation: 'Conversations',
};

export const hitItem = (hit: SearchHit, group = kindGroups[hit.kind]): PaletteItem => ({
  id: `${hit.kind}:${hit.id}`,
  group,
  label: hit.title,
  hint: hit.subtitle,
  path: hit.path,
  hit,
});

const matches = (item: PaletteItem, term: string) => item.label.toLowerCase().includes(term.toLowerCase());

/**
 * The rows for what is typed: with nothing typed, the recent items, the screens and the actions; with
 * text, the screens and actions whose name holds it, then the server's hits (already in kind order).
 */
export function paletteItems(
  text: string,
  commands: PaletteItem[],
  recent: SearchHit[],
  hits: SearchHit[],
): PaletteItem[] {
  const term = text.trim();
  if (!term) return [...recent.map((hit) => hitItem(hit, 'Recent')), ...commands];
  return [...commands.filter((item) => matches(item, term)), ...hits.map((hit) => hitItem(hit))];
}

/** Consecutive items of one group together, in the order they came. */
export function grouped(items: PaletteItem[]): { group: string; items: PaletteItem[] }[] {
  const groups: { group: string; items: PaletteItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}
