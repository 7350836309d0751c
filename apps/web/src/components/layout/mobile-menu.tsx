import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { NavList, type NavProps } from './nav-list';

/**
 * Below 768 px: a hamburger button that opens the 7 entries full screen. Radix traps focus inside,
 * Escape closes it, and choosing an entry closes it.
 */
export function MobileMenu(nav: NavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Link
              to={paths.app.dashboard.getHref()}
              onClick={close}
              className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
            >
              <Logo />
            </Link>
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close
              className={buttonStyles({ variant: 'ghost', size: 'icon' })}
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-4 py-6">
            <NavList {...nav} onNavigate={close} className="gap-2" />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
