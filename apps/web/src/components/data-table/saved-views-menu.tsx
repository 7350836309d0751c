import { Bookmark, Check, Settings2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { SavedViewsDialog } from './saved-views-dialog';
import { useSavedViews } from './use-saved-views';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

/** A list screen's saved views: pick one to restore its filters, search, tab and sort; save or manage them. */
export function SavedViewsMenu() {
  const saved = useSavedViews();
  const [managing, setManaging] = useState(false);
  const views = saved.views.data ?? [];
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={buttonStyles({ variant: 'secondary' })}>
          <Bookmark aria-hidden="true" className="size-4" />
          Views
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {saved.views.isPending ? (
              <p className="px-3 py-2 text-sm text-slate-600">Loading views…</p>
            ) : saved.views.isError ? (
              <p className="px-3 py-2 text-sm text-red-700">Could not load your views.</p>
            ) : views.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-600">No saved views yet.</p>
            ) : (
              views.map((view) => (
                <DropdownMenu.Item key={view.id} className={itemClass} onSelect={() => saved.apply(view)}>
                  <Check
                    aria-hidden="true"
                    className={`size-4 ${saved.isCurrent(view) ? 'opacity-100' : 'opacity-0'}`}
                  />
                  {view.name}
                </DropdownMenu.Item>
              ))
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => setManaging(true)}>
              <Settings2 aria-hidden="true" className="size-4" />
              Save or manage views…
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SavedViewsDialog open={managing} onOpenChange={setManaging} saved={saved} />
    </>
  );
}
