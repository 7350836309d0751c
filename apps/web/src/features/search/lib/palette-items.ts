import type { SearchHit, SearchKind } from '@oja/contracts';
import { paths } from '@/config/paths';

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
}

export const screens: PaletteItem[] = [
  ['Dashboard', paths.app.dashboard.getHref()],
  ['Products', paths.app.products.list.getHref()],
  ['Orders', paths.app.products.orders.getHref()],
  ['Services', paths.app.services.list.getHref()],
  ['Invoices', paths.app.invoice.list.getHref()],
  ['Customers', paths.app.customers.getHref()],
  ['Wallet', paths.app.wallet.root.getHref()],
  ['Reports', paths.app.reports.getHref()],
  ['Calendar', paths.app.calendar.getHref()],
  ['Messages', paths.app.message.getHref()],
  ['Notifications', paths.app.notification.getHref()],
  ['Account', paths.app.account.getHref()],
].map(([label, path]) => ({ id: `screen:${path}`, group: 'Go to', label: label!, path }));

export const pathActions: PaletteItem[] = [
  ['New product', paths.app.products.add.getHref()],
  ['New invoice', paths.app.invoice.add.getHref()],
  ['New offline sale', paths.app.sales.offline.getHref()],
  ['Top up wallet', paths.app.wallet.topup.getHref()],
  ['New booking', paths.app.calendar.newEntry.getHref()],
].map(([label, path]) => ({ id: `action:${label}`, group: 'Actions', label: label!, path }));

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
