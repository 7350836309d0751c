import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShortcuts } from '../hooks/use-shortcuts';
import type { Permissions } from '@/lib/session/permissions';
import { type PaletteItem, pathActions, screens } from '../lib/palette-items';
import { CommandPalette } from './command-palette';
import { ShortcutsHelp } from './shortcuts-help';

interface CommandCenterProps {
  userId: string;
  /** Actions of other features (the theme, signing out), given by the route that shows the layout. */
  actions: PaletteItem[];
  /** What the signed-in person may do: screens and actions their role cannot use are not offered. */
  allowed?: Permissions;
}

/** The header's search button, the command palette, the shortcuts and their help dialog. */
export function CommandCenter({ userId, actions, allowed }: CommandCenterProps) {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  // Opened from a shortcut there is no trigger for the dialog to give the focus back to: keep where it was.
  const returnTo = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((which: 'palette' | 'help') => {
    if (document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
    setOpen(which);
  }, []);
  useShortcuts(openDialog);
  useEffect(() => {
    if (open !== null) return;
    const element = returnTo.current;
    returnTo.current = null;
    if (element?.isConnected) setTimeout(() => element.focus());
  }, [open]);
  const show = (which: 'palette' | 'help') => (next: boolean) => (next ? openDialog(which) : setOpen(null));
  return (
    <>
      <button
        type="button"
        onClick={() => openDialog('palette')}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:rounded-lg sm:border sm:border-slate-200 sm:px-3 sm:py-1.5"
      >
        <Search aria-hidden="true" className="size-5 sm:size-4" />
        <span className="sr-only sm:not-sr-only sm:text-sm">Search</span>
        <kbd aria-hidden="true" className="hidden font-mono text-xs text-slate-500 lg:inline">
          Ctrl K
        </kbd>
      </button>
      <CommandPalette
        open={open === 'palette'}
        onOpenChange={show('palette')}
        userId={userId}
        commands={[...screens, ...pathActions, ...actions].filter(
          (item) => !allowed || item.permission === undefined || allowed.can(item.permission),
        )}
      />
      <ShortcutsHelp open={open === 'help'} onOpenChange={show('help')} />
    </>
  );
}
