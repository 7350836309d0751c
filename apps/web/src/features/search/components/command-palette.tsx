import type { SearchHit } from '@oja/contracts';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { useSearch } from '../api/search';
import { type PaletteItem, paletteItems } from '../lib/palette-items';
import { readRecent, rememberRecent } from '../lib/recent-hits';
import { PaletteResults } from './palette-results';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The screens and actions it offers besides what the search finds. */
  commands: PaletteItem[];
}

/**
 * Ctrl/Cmd+K: go to a screen, run an action or open something found by name, number, SKU or email. The
 * input is a combobox controlling a listbox; arrows move the active option (aria-activedescendant, the
 * WAI-ARIA combobox pattern: https://developer.mozilla.org/en-US/docs/Web/Accessibility/ARIA/Roles/combobox_role),
 * Enter opens it, Escape closes and focus goes back where it was. A full-screen sheet on a phone.
 */
export function CommandPalette({ open, onOpenChange, userId, commands }: CommandPaletteProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search and go"
      className="max-w-xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none [&>div:first-child]:px-4 [&>div:first-child]:pt-4"
    >
      {open ? <PaletteBody userId={userId} commands={commands} close={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function PaletteBody({
  userId,
  commands,
  close,
}: {
  userId: string;
  commands: PaletteItem[];
  close: () => void;
}) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent] = useState<SearchHit[]>(() => readRecent(userId));
  const search = useSearch(text);
  const items = paletteItems(text, commands, recent, search.hits);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (item: PaletteItem) => {
    if (item.hit) rememberRecent(userId, item.hit);
    close();
    if (item.path) void navigate(item.path);
    else item.run?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && items.length) {
      event.preventDefault();
      setActive((current + moves[event.key]! + items.length) % items.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : items.length - 1);
    } else if (event.key === 'Enter' && items[current]) {
      event.preventDefault();
      choose(items[current]);
    }
  };

  return (
    <div className="flex max-sm:h-[calc(100dvh-4rem)] flex-col">
      <div className="relative border-y border-slate-200 px-4 py-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-7 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items.length ? optionId(current) : undefined}
          aria-label="Search products, orders, invoices, customers and conversations, or type a command"
          // The palette exists to be typed in: the text field, not the close button, takes the focus.
          autoFocus
          placeholder="Search or type a command"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-md bg-transparent pr-2 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      <PaletteResults
        listId={listId}
        items={items}
        active={current}
        optionId={optionId}
        onHover={setActive}
        onChoose={choose}
        text={text.trim()}
        pending={search.pending}
        failed={search.failed}
        onRetry={search.retry}
      />
    </div>
  );
}
