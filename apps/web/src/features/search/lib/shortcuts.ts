import { paths } from '@/config/paths';

/** `g` then a letter: the screen it goes to. */
export const goShortcuts: { key: string; label: string; path: string }[] = [
  { key: 'd', label: 'Dashboard', path: paths.app.dashboard.getHref() },
  { key: 'p', label: 'Products', path: paths.app.products.list.getHref() },
  { key: 'o', label: 'Orders', path: paths.app.products.orders.getHref() },
  { key: 'i', label: 'Invoices', path: paths.app.invoice.list.getHref() },
  { key: 'w', label: 'Wallet', path: paths.app.wallet.root.getHref() },
  { key: 'm', label: 'Messages', path: paths.app.message.getHref() },
  { key: 'c', label: 'Calendar', path: paths.app.calendar.getHref() },
];

/** Every shortcut, as the help dialog lists it. */
export const shortcutList: { keys: string[]; label: string }[] = [
  { keys: ['Ctrl', 'K'], label: 'Open search and commands (⌘ K on a Mac)' },
  { keys: ['?'], label: 'Show these shortcuts' },
  { keys: ['/'], label: 'Search the list on screen' },
  ...goShortcuts.map(({ key, label }) => ({ keys: ['g', key], label: `Go to ${label}` })),
];

/** How long after `g` its letter may follow. */
export const SEQUENCE_MS = 1500;

/** True while the user types in a field (or a dialog has the keyboard): letters are text there, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
